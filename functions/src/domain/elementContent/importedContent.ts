import { randomUUID } from 'node:crypto';
import type { ElementContent } from '@prozesspuls/shared/bpmnXml';
import { writeImportedRecords } from '../../data/repositories/elementContent.js';

/**
 * Writes the descriptions and numbers taken from an imported file for a model that
 * is about to be created: its uuid is new, so no other write can race these records, and nobody
 * sees them before the model's own transaction commits. If that fails, the caller deletes the
 * model's records again. Numbers come with their reservations, descriptions with their counters,
 * as every later write keeps them.
 */
export async function writeImportedContent(
  clientId: number,
  uuid: string,
  userId: string,
  content: ElementContent,
): Promise<void> {
  const now = new Date().toISOString();
  const descriptions = [...content.descriptions].map(([elementId, text]) => ({
    clientId,
    uuid,
    elementId,
    descriptionId: randomUUID(),
    text,
    updatedBy: userId,
    updatedAt: now,
  }));
  const numbers = [...content.numbers].map(([elementId, number]) => ({ elementId, number }));
  await writeImportedRecords({ clientId, uuid }, descriptions, numbers);
}
