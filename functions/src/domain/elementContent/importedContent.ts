import { randomUUID } from 'node:crypto';
import type { ElementContent } from '@prozesspuls/shared/bpmnXml';
import { getDb } from '../../data/db.js';

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
  const { entities } = getDb();
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
  const numbers = [...content.numbers].map(([elementId, number]) => ({ clientId, uuid, elementId, number }));
  const results = await Promise.all([
    descriptions.length > 0 ? entities.elementDescription.put(descriptions).go() : undefined,
    descriptions.length > 0
      ? entities.elementAttachments
          .put(descriptions.map(({ elementId }) => ({ clientId, uuid, elementId, descriptions: 1 })))
          .go()
      : undefined,
    numbers.length > 0 ? entities.elementNumber.put(numbers).go() : undefined,
    numbers.length > 0
      ? entities.elementNumberValue.put(numbers.map(({ number }) => ({ clientId, uuid, number }))).go()
      : undefined,
  ]);
  // A batch write answers what DynamoDB left unwritten; a partial import must not stand.
  if (results.some((result) => (result?.unprocessed.length ?? 0) > 0))
    throw new Error('imported element content not written completely');
}
