import { Entity } from 'electrodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});

/** A fresh module: the entities of a container that has not used the table yet. */
async function freshDb() {
  vi.resetModules();
  return import('./db.js');
}

/** Every entity name, built or not (unbuilt entities are non-enumerable getters). */
const entityNames = (entities: object) => Object.getOwnPropertyNames(entities);

describe('getDb', () => {
  it('builds an entity only when a repository first uses it, so a route pays only for its own entities', async () => {
    const { getDb } = await freshDb();
    const { entities } = getDb();
    expect(Object.keys(entities)).toEqual([]);

    const key = entities.user.get({ userId: 'a@b.de' }).params().Key;

    expect(key).toEqual({ pk: 'USER#a@b.de', sk: 'PROFILE' });
    expect(Object.keys(entities)).toEqual(['user']);
    expect(entities.user).toBe(entities.user);
  });

  it('offers every entity of the table', async () => {
    const { getDb } = await freshDb();
    const names = entityNames(getDb().entities);
    expect(names).toEqual(expect.arrayContaining(['client', 'user', 'membership', 'model', 'survey']));
    expect(names.length).toBeGreaterThan(60);
  });

  it("holds only schemas that pass ElectroDB's own model check, which the built entities skip", async () => {
    const { getDb } = await freshDb();
    const { entities } = getDb();
    for (const name of entityNames(entities)) {
      const { schema } = entities[name as keyof typeof entities];
      expect(() => new Entity(schema), name).not.toThrow();
    }
    // The check the entities skip is ElectroDB's: it refuses a schema without a model.
    expect(() => new Entity({ attributes: {}, indexes: {} } as never)).toThrow(/model/i);
  });

  it('names in the collection modelRecords exactly the entities with an index in it', async () => {
    const { getDb, MODEL_RECORDS } = await freshDb();
    const { entities } = getDb();
    const inCollection = entityNames(entities).filter((name) =>
      Object.values(
        (
          entities[name as keyof typeof entities].schema as {
            indexes: Record<string, { collection?: unknown }>;
          }
        ).indexes,
      ).some((index) => index.collection === 'modelRecords'),
    );
    expect([...MODEL_RECORDS].sort()).toEqual(inCollection.sort());
  });

  it('queries the collection modelRecords on the partition of one model', async () => {
    const { getDb } = await freshDb();
    const params = getDb().collections.modelRecords({ clientId: 7, uuid: 'm-1' }).params();
    expect(params.ExpressionAttributeValues).toMatchObject({ ':pk': 'T#7#M#m-1' });
  });

  it('writes a transaction over entities no one has used before, as its first access to the table', async () => {
    const { getDb } = await freshDb();
    const params = getDb()
      .transaction.write(({ user, membership }) => [
        user.patch({ userId: 'a@b.de' }).set({ currentClientId: 7 }).commit(),
        membership.delete({ userId: 'a@b.de', clientId: 8 }).commit(),
      ])
      .params();
    expect(
      params.TransactItems.map((item) =>
        'Update' in item ? item.Update?.Key : 'Delete' in item ? item.Delete?.Key : undefined,
      ),
    ).toEqual([
      { pk: 'USER#a@b.de', sk: 'PROFILE' },
      { pk: 'T#8', sk: 'MEMBER#a@b.de' },
    ]);
  });

  it("fails a call with the AWS SDK's own error, whose name tells a failed condition", async () => {
    const refused = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    vi.doMock('../adapters/dynamo.js', () => ({
      documentClient: { send: async () => Promise.reject(refused) },
    }));
    try {
      const { getDb } = await freshDb();
      const write = getDb().entities.user.patch({ userId: 'a@b.de' }).set({ currentClientId: 7 }).go();
      await expect(write).rejects.toBe(refused);
      const { isConditionFailure } = await import('./conditionFailure.js');
      expect(isConditionFailure(refused)).toBe(true);
    } finally {
      vi.doUnmock('../adapters/dynamo.js');
    }
  });
});
