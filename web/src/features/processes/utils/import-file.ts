import { MODEL_MESSAGES } from '@prozesspuls/shared/messages';
import { hasBpmnExtension, stripBpmnExtension } from '@prozesspuls/shared/rules';

export type ImportFileCheck =
  | { readonly ok: true; readonly processName: string }
  | { readonly ok: false; readonly message: string };

/**
 * The import accepts a file whose name ends in .bpmn and for which the browser knows no mime type
 *; the process is named after the file without the ending.
 */
export function checkImportFile(file: { readonly name: string; readonly type: string }): ImportFileCheck {
  if (!hasBpmnExtension(file.name) || file.type !== '')
    return { ok: false, message: MODEL_MESSAGES.notBpmnFile };
  const processName = stripBpmnExtension(file.name);
  if (!processName) return { ok: false, message: MODEL_MESSAGES.notBpmnFile };
  return { ok: true, processName };
}

/** The import can be sent once a valid file and a folder are chosen. */
export function canSubmitImport(
  file: { readonly name: string; readonly type: string } | null,
  folderId: string,
) {
  return file !== null && checkImportFile(file).ok && folderId !== '';
}
