import { describe, expect, it } from 'vitest';
import {
  nextRecordBatch,
  RECORD_BATCH_MAX,
  type RoundRecords,
  releasedRecords,
  waitingRecords,
} from './recordBatches.js';

const round = (n: number, answerIds: string[][] = []): RoundRecords => ({
  round: 1,
  records: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, answers: { q1: i } })),
  batches: answerIds.map((ids, index) => ({ batch: index + 1, answerIds: ids })),
});

/** Always picks the last index: the Fisher–Yates shuffle then keeps the order. */
const keepOrder = (bound: number) => bound - 1;

describe('answer record batches', () => {
  it('releases nothing while fewer records wait than the threshold', () => {
    expect(nextRecordBatch(round(4), 5, keepOrder)).toBeNull();
  });

  it('releases every waiting record as the next batch once the threshold is reached', () => {
    const planned = nextRecordBatch(round(7, [['r0', 'r1', 'r2', 'r3', 'r4']]), 2, keepOrder);
    expect(planned).toEqual({ round: 1, batch: 2, answerIds: ['r5', 'r6'] });
  });

  it('does not release one more answer on its own after a batch', () => {
    const released = round(6, [['r0', 'r1', 'r2', 'r3', 'r4']]);
    expect(nextRecordBatch(released, 5, keepOrder)).toBeNull();
    expect(releasedRecords([released], 5).items).toHaveLength(5);
    expect(waitingRecords(released).map((record) => record.id)).toEqual(['r5']);
  });

  it('draws the order of a batch at random', () => {
    const alwaysFirst = () => 0;
    const planned = nextRecordBatch(round(3), 3, alwaysFirst);
    expect(planned?.answerIds).not.toEqual(['r0', 'r1', 'r2']);
    expect([...(planned?.answerIds ?? [])].sort()).toEqual(['r0', 'r1', 'r2']);
  });

  it('keeps a batch within the size one item holds', () => {
    const planned = nextRecordBatch(round(RECORD_BATCH_MAX + 3), 5, keepOrder);
    expect(planned?.answerIds).toHaveLength(RECORD_BATCH_MAX);
  });

  it('shows released batches in their stored order and no waiting record', () => {
    const view = releasedRecords([round(8, [['r3', 'r0', 'r4', 'r1', 'r2']])], 5);
    expect(view.items.map((item) => item.answers.q1)).toEqual([3, 0, 4, 1, 2]);
    expect(view.hidden).toMatchObject({ minimum: 5, missing: 2 });
  });

  it('needs one record more per sender who was also a recipient of the round', () => {
    const withSender = { ...round(5), senderRecipients: 1 };
    expect(nextRecordBatch(withSender, 5, keepOrder)).toBeNull();
    expect(releasedRecords([withSender], 5).hidden).toMatchObject({ minimum: 6, missing: 1 });
    expect(nextRecordBatch({ ...round(6), senderRecipients: 1 }, 5, keepOrder)?.answerIds).toHaveLength(6);
  });
});
