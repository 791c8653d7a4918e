import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../db.js';
import { adjustElementAttachments } from './elementAttachments.js';

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});

const element = { clientId: 7, uuid: 'model-1', elementId: 'Task_1' };

function transactionItems(kind: 'comments' | 'questions', delta: number) {
  const params = getDb()
    .transaction.write((entities) => [adjustElementAttachments(entities, element, kind, delta)])
    .params();
  return params.TransactItems.map((item) => ('Update' in item ? item.Update : undefined));
}

describe('adjustElementAttachments', () => {
  it('adds to the counter of one element in the model records partition, inside the caller transaction', () => {
    const [update] = transactionItems('comments', 1);
    expect(update?.TableName).toBe('test-table');
    expect(update?.Key).toEqual({ pk: 'T#7#M#model-1', sk: 'ATT#Task_1' });
    expect(update?.UpdateExpression).toMatch(/ADD #comments :comments/);
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':comments_u0': 1 });
    expect(update?.ConditionExpression).toBeUndefined();
  });

  it('refuses a decrement below zero through a condition on the counter', () => {
    const [update] = transactionItems('questions', -1);
    expect(update?.UpdateExpression).toMatch(/ADD #questions/);
    expect(update?.ConditionExpression).toMatch(/#questions >= :questions/);
  });
});
