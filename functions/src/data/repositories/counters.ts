import { getDb } from '../db.js';

/** The next value of a platform counter (entity counter): one atomic ADD, so no two callers get the same. */
export async function nextCounterValue(name: string): Promise<number> {
  const { data } = await getDb()
    .entities.counter.update({ name })
    .add({ value: 1 })
    .go({ response: 'updated_new' });
  return Number(data.value);
}
