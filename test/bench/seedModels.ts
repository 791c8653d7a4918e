import { randomUUID } from 'node:crypto';
import { localDb } from './localFunctions.js';

/**
 * Writes `count` model records straight into the local table through the same ElectroDB
 * entity the handlers use (lists never read S3, so no XML is needed for a list benchmark).
 */
export async function seedModels(dynamoEndpoint: string, clientId: number, count: number): Promise<void> {
  const db = await localDb(dynamoEndpoint);
  const started = Date.parse('2026-01-01T00:00:00Z');
  const items = Array.from({ length: count }, (_, i) => {
    const uuid = randomUUID();
    return {
      clientId,
      uuid,
      fileName: `Benchmark-Prozess ${i + 1}`,
      folderId: 'default',
      initiator: i % 3 === 0 ? 'modeller@demo.local' : 'admin@demo.local',
      creationDate: new Date(started + i * 60_000).toISOString(),
      xmlKey: `${clientId}/models/${uuid}/none.bpmn`,
      version: 1,
    };
  });
  for (let i = 0; i < items.length; i += 100) {
    const { unprocessed } = await db.entities.model.put(items.slice(i, i + 100)).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} items not written`);
  }
}
