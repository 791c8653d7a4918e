import { hasBpmnExtension, MODEL_MESSAGES, MODEL_NAME_MAX, stripBpmnExtension } from '@prozesspuls/shared';
import { takeElementContent } from '@prozesspuls/shared/bpmnXml';
import { logger } from '../../adapters/logger.js';
import { RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { createModel } from './models.js';
import { checkBpmnXml, withoutDanglingReferences } from './validateBpmn.js';

export interface UploadedFile {
  readonly filename: string;
  readonly truncated?: boolean;
  readonly content: Buffer;
}

/**
 * Imports a .bpmn file: refused with a German message, storing nothing, unless it is valid BPMN 2.0.
 * The message names each broken element and what is wrong; when the only problems are references to
 * ids that do not exist, the answer says so (`repairable: 'danglingReferences'`) and the caller may
 * import again with `dropDanglingReferences`, which stores the file without those references.
 * Its elements' documentation becomes their descriptions and its `pp:elementNumber`s their numbers
 *, so a file exported here comes back with both.
 */
export async function importModel(
  caller: Identity,
  folderId: string,
  file: UploadedFile,
  options: { readonly dropDanglingReferences?: boolean } = {},
): Promise<string> {
  if (!hasBpmnExtension(file.filename)) throw new RuleViolation(MODEL_MESSAGES.notBpmnFile);
  if (file.truncated) throw new RuleViolation(MODEL_MESSAGES.tooLarge);
  // The file name becomes the model name: the create route's limit and message.
  const name = stripBpmnExtension(file.filename).trim();
  if (!name) throw new RuleViolation(MODEL_MESSAGES.nameRequired);
  if (name.length > MODEL_NAME_MAX) throw new RuleViolation(MODEL_MESSAGES.nameTooLong);
  let xml = file.content.toString('utf8');
  let check = await checkBpmnXml(xml);
  if (!check.ok && options.dropDanglingReferences && check.refusal?.danglingReferencesOnly) {
    xml = await withoutDanglingReferences(xml);
    check = await checkBpmnXml(xml);
  }
  if (!check.ok) {
    logger.info('import refused', { reason: check.reason, file: file.filename });
    if (check.reason === 'too large') throw new RuleViolation(MODEL_MESSAGES.tooLarge);
    const { refusal } = check;
    if (!refusal) throw new RuleViolation(MODEL_MESSAGES.invalidBpmn);
    throw new RuleViolation(
      refusal.msg,
      refusal.danglingReferencesOnly ? { repairable: 'danglingReferences' } : undefined,
    );
  }
  const taken = await takeElementContent(xml);
  if (!taken.ok) throw new RuleViolation(taken.msg);
  return createModel(caller, name, folderId, taken.xml, taken);
}
