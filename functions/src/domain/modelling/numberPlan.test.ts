import { assignElementNumber } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import type { NumberChange } from './numberPlan.js';
import { applyChanges, batchChunks, chunkedSteps, planNumberWrites, planSize } from './numberPlan.js';

const numbered = (count: number) =>
  new Map(Array.from({ length: count }, (_, i) => [`E${i + 1}`, String(i + 1)] as const));

/** A, B and C numbered 1, 2 and 3. */
const numberedABC = () =>
  new Map([
    ['A', '1'],
    ['B', '2'],
    ['C', '3'],
  ]);

describe('planNumberWrites', () => {
  it('reserves a new number and releases the old one', () => {
    const plan = planNumberWrites(new Map([['A', '1']]), [['A', '2']]);
    expect(plan).toEqual({
      elements: [{ elementId: 'A', from: '1', to: '2' }],
      reserve: ['2'],
      release: ['1'],
    });
  });

  it('keeps the reservation of a number that passes from one element to another', () => {
    const state = numberedABC();
    // D takes 2: B moves to 3, C to 4. Only 4 is new; nothing is released.
    const plan = planNumberWrites(state, [...assignElementNumber(state, 'D', '2')]);
    expect(plan.reserve).toEqual(['4']);
    expect(plan.release).toEqual([]);
    expect(plan.elements.map((e) => `${e.elementId}:${e.from}>${e.to}`)).toEqual([
      'D:undefined>2',
      'B:2>3',
      'C:3>4',
    ]);
  });

  it('reuses the number the target element leaves when the chain ends there', () => {
    const state = numberedABC();
    const plan = planNumberWrites(state, [...assignElementNumber(state, 'C', '1')]);
    expect(plan.reserve).toEqual([]);
    expect(plan.release).toEqual([]);
    expect(plan.elements).toHaveLength(3);
  });

  it('releases on removal and writes nothing for an unchanged number', () => {
    expect(planNumberWrites(new Map([['A', '1']]), [['A', undefined]]).release).toEqual(['1']);
    expect(planSize(planNumberWrites(new Map([['A', '1']]), [['A', '1']]))).toBe(0);
  });

  it('refuses a plan that would give a number twice', () => {
    expect(() => planNumberWrites(new Map([['A', '1']]), [['B', '1']])).toThrow();
  });
});

describe('chunkedSteps', () => {
  it('renumbers a long chain in steps that each stay unique and within the transaction limit', () => {
    const state = numbered(150);
    const changes = [...assignElementNumber(state, 'NEW', '1')];
    expect(planSize(planNumberWrites(state, changes))).toBeGreaterThan(100);
    let current: ReadonlyMap<string, string> = state;
    for (const step of chunkedSteps(changes)) {
      const plan = planNumberWrites(current, step);
      expect(planSize(plan)).toBeLessThanOrEqual(100);
      current = applyChanges(current, step);
      expect(new Set(current.values()).size).toBe(current.size);
    }
    expect(current).toEqual(applyChanges(state, changes));
  });

  it('lets the target give up its old number first, so a chain ending there has room', () => {
    const state = numbered(120);
    const changes = [...assignElementNumber(state, 'E120', '1')];
    let current: ReadonlyMap<string, string> = state;
    for (const step of chunkedSteps(changes)) {
      planNumberWrites(current, step);
      current = applyChanges(current, step);
    }
    expect(current.get('E120')).toBe('1');
    expect(current.get('E119')).toBe('120');
  });
});

describe('batchChunks', () => {
  it('fills each transaction up to the limit beside the release check', () => {
    // 400 new numbers: 2 items each, 49 per chunk (98 + the release check ≤ 100).
    const changes = Array.from({ length: 400 }, (_, i): NumberChange => [`N${i}`, String(i + 1)]);
    const chunks = batchChunks(new Map(), changes);
    expect(chunks.map((c) => c.length)).toEqual([...Array(8).fill(49), 8]);
    expect(chunks.flat()).toEqual(changes);
    for (const chunk of chunks)
      expect(planSize(planNumberWrites(new Map(), chunk)) + 1).toBeLessThanOrEqual(100);
  });

  it('counts the release of an old number and skips unchanged elements', () => {
    const state = numbered(40);
    // E1..E40 move from i to 100 + i: 3 items each, 33 per chunk; E5 → 5 changes nothing.
    const changes = [...state].map(([id, n]): NumberChange => [id, String(100 + Number(n))]);
    const chunks = batchChunks(state, [...changes, ['E5', '5']]);
    expect(chunks.map((c) => c.length)).toEqual([33, 7]);
    for (const chunk of chunks) expect(planSize(planNumberWrites(state, chunk)) + 1).toBeLessThanOrEqual(100);
  });
});
