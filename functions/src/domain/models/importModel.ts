import { hasBpmnExtension, MODEL_MESSAGES, MODEL_NAME_MAX, stripBpmnExtension } from '@prozesspuls/shared';
import { takeElementContent } from '@prozesspuls/shared/bpmnXml';
import { logger } from '../../adapters/logger.js';
import { RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { createModel } from './models.js';
import { checkBpmnXml } from './validateBpmn.js';

export interface UploadedFile {
  readonly filename: string;
  readonly truncated?: boolean;
  readonly content: Buffer;
}

/**
 * Imports a .bpmn file: refused with a German message, storing nothing, unless it is valid BPMN 2.0.
 * Its elements' documentation becomes their descriptions and its `pp:elementNumber`s their numbers
 *, so a file exported here comes back with both.
 */
export async function importModel(caller: Identity, folderId: string, file: UploadedFile): Promise<string> {
  if (!hasBpmnExtension(file.filename)) throw new RuleViolation(MODEL_MESSAGES.notBpmnFile);
  if (file.truncated) throw new RuleViolation(MODEL_MESSAGES.tooLarge);
  // The file name becomes the model name: the create route's limit and message.
  const name = stripBpmnExtension(file.filename).trim();
  if (!name) throw new RuleViolation(MODEL_MESSAGES.nameRequired);
  if (name.length > MODEL_NAME_MAX) throw new RuleViolation(MODEL_MESSAGES.nameTooLong);
  const xml = file.content.toString('utf8');
  const check = await checkBpmnXml(xml);
  if (!check.ok) {
    logger.info('import refused', { reason: check.reason, file: file.filename });
    throw new RuleViolation(
      check.reason === 'too large' ? MODEL_MESSAGES.tooLarge : MODEL_MESSAGES.invalidBpmn,
    );
  }
  const taken = await takeElementContent(xml);
  if (!taken.ok) throw new RuleViolation(taken.msg);
  return createModel(caller, name, folderId, taken.xml, taken);
}
