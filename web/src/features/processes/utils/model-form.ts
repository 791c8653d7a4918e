import type { FolderDetails } from '@prozesspuls/shared';
import { DEFAULT_FOLDER_ID, MODEL_MESSAGES } from '@prozesspuls/shared/messages';

/** The server takes file names up to 200 characters. */
export const MODEL_NAME_MAX = 200;

export function validateModelName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return MODEL_MESSAGES.nameRequired;
  if (trimmed.length > MODEL_NAME_MAX) return `Der Name darf höchstens ${MODEL_NAME_MAX} Zeichen lang sein.`;
  return undefined;
}

/** Only folders where the user's roles have PROCESS_WRITE are offered. */
export function writableFolders(folders: readonly FolderDetails[]): FolderDetails[] {
  return folders.filter((folder) => folder.canWrite);
}

/** Create and process edit: name and folder required, the folder one the user may write to. */
export function canSubmitModelForm(
  values: { readonly name: string; readonly folderId: string },
  offered: readonly Pick<FolderDetails, 'id'>[],
): boolean {
  return (
    validateModelName(values.name) === undefined && offered.some((folder) => folder.id === values.folderId)
  );
}

/** The folder preselected in create and import: 'Default' when writable, else the only writable one. */
export function preselectedFolder(offered: readonly Pick<FolderDetails, 'id'>[]): string {
  if (offered.some((folder) => folder.id === DEFAULT_FOLDER_ID)) return DEFAULT_FOLDER_ID;
  return offered.length === 1 ? (offered[0]?.id ?? '') : '';
}
