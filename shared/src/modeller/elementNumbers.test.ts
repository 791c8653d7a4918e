import { describe, expect, it } from 'vitest';
import {
  assignElementNumber,
  compareElementNumbers,
  elementNumberError,
  type FlowGraph,
  flowOrder,
  flowOrderNumbers,
  nextElementNumber,
  normalizeElementNumber,
  numberBatchConflict,
  numberBatchError,
} from './elementNumbers.js';

/** A flow graph from its element ids in document order, its start events and its flows as 'source → target'. */
function flowGraph(ids: readonly string[], starts: readonly string[], flows: readonly string[]): FlowGraph {
  return {
    elements: ids.map((id) => (starts.includes(id) ? { id, start: true } : { id })),
    flows: flows.map((flow) => {
      const [source = '', target = ''] = flow.split(' → ');
      return { source, target };
    }),
  };
}

describe('element numbers', () => {
  it.each([
    ['1', undefined],
    ['1.1', undefined],
    ['2.3.10', undefined],
    ['0', 'Die Nummer 0 kann nicht vergeben werden'],
    ['0.1', 'Die Nummer 0 kann nicht vergeben werden'],
    ['1.', 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.'],
    ['a', 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.'],
    ['1..2', 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.'],
    ['-1', 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.'],
  ])('%j → %s', (value, expected) => {
    expect(elementNumberError(value)).toBe(expected);
  });

  it('orders hierarchically and normalises', () => {
    expect(['2', '1.10', '1.2', '1', '1.1'].sort(compareElementNumbers)).toEqual([
      '1',
      '1.1',
      '1.2',
      '1.10',
      '2',
    ]);
    expect(normalizeElementNumber('01.002')).toBe('1.2');
  });

  it('starts new numbers after the current maximum', () => {
    expect(nextElementNumber([])).toBe('1');
    expect(nextElementNumber(['1', '3.2', '2'])).toBe('4');
  });

  it('renumbers the following elements of the same level until a number is free', () => {
    const numbers = new Map([
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
      ['D', '5'],
      ['X', '9'],
    ]);
    expect(Object.fromEntries(assignElementNumber(numbers, 'X', '2'))).toEqual({ X: '2', B: '3', C: '4' });
    expect(Object.fromEntries(assignElementNumber(numbers, 'X', '4'))).toEqual({ X: '4' });
    expect(
      Object.fromEntries(
        assignElementNumber(
          new Map([
            ['A', '1.1'],
            ['B', '1.2'],
          ]),
          'C',
          '1.1',
        ),
      ),
    ).toEqual({
      C: '1.1',
      A: '1.2',
      B: '1.3',
    });
  });
});

describe('flowOrderNumbers', () => {
  const all = () => true;

  it('numbers breadth-first along the flows from the start events', () => {
    const graph = flowGraph(
      ['End', 'C', 'B', 'Gateway', 'A', 'Start'],
      ['Start'],
      ['Start → A', 'A → Gateway', 'Gateway → C', 'Gateway → B', 'C → End', 'B → End'],
    );
    const numberable = (id: string) => id !== 'Start' && id !== 'End';
    expect([...flowOrderNumbers(graph, numberable, new Map())]).toEqual([
      ['A', '1'],
      ['Gateway', '2'],
      ['C', '3'],
      ['B', '4'],
    ]);
  });

  it('skips numbered elements, continues after the highest number, and survives loops', () => {
    const graph = flowGraph(['S', 'A', 'B'], ['S'], ['S → A', 'A → B', 'B → A']);
    const result = flowOrderNumbers(graph, (id) => id !== 'S', new Map([['A', '4.2']]));
    expect([...result]).toEqual([['B', '5']]);
  });

  it('numbers elements the flows do not reach afterwards, in document order', () => {
    const graph = flowGraph(['Lonely', 'S', 'A', 'Other'], ['S'], ['S → A', 'S → Missing']);
    expect([...flowOrderNumbers(graph, (id) => id !== 'S', new Map())]).toEqual([
      ['A', '1'],
      ['Lonely', '2'],
      ['Other', '3'],
    ]);
  });

  it('numbers in document order when there is no start event, and nothing when all have numbers', () => {
    const graph = flowGraph(['B', 'A'], [], ['A → B']);
    expect([...flowOrderNumbers(graph, all, new Map())]).toEqual([
      ['B', '1'],
      ['A', '2'],
    ]);
    expect(
      flowOrderNumbers(
        graph,
        all,
        new Map([
          ['A', '1'],
          ['B', '2'],
        ]),
      ).size,
    ).toBe(0);
  });
});

describe('number batches', () => {
  /** A batch of [elementId, number] pairs, as the number routes receive it. */
  const batchOf = (...pairs: Array<[string, string]>) =>
    pairs.map(([elementId, number]) => ({ elementId, number }));

  it('accepts distinct valid numbers for distinct elements', () => {
    expect(numberBatchError(batchOf(['A', '1'], ['B', '1.1']))).toBeUndefined();
  });

  it.each([
    {
      rule: "refuses a batch with an invalid number with the single route's text",
      batch: batchOf(['A', '1'], ['B', '0']),
      refusal: 'Die Nummer 0 kann nicht vergeben werden',
    },
    {
      rule: 'refuses a number twice in the batch, also when written differently',
      batch: batchOf(['A', '01.2'], ['B', '1.2']),
      refusal: 'Die Nummer 1.2 kommt in der Anfrage mehrfach vor.',
    },
    {
      rule: 'refuses an element twice in the batch',
      batch: batchOf(['A', '1'], ['A', '2']),
      refusal: 'Das Element A kommt in der Anfrage mehrfach vor.',
    },
  ])('$rule', ({ batch, refusal }) => {
    expect(numberBatchError(batch)).toBe(refusal);
  });

  it("refuses a number another element holds, but not the element's own", () => {
    const current = new Map([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(numberBatchConflict([{ elementId: 'A', number: '1' }], current)).toBeUndefined();
    expect(numberBatchConflict([{ elementId: 'C', number: '2' }], current)).toBe(
      'Die Nummer 2 wird bereits verwendet!',
    );
  });
});

describe('flowOrder', () => {
  it('follows the sequence flows breadth-first from the start events, then the unreached elements', () => {
    const graph = flowGraph(
      ['Ende', 'Notiz', 'B', 'A', 'Start'],
      ['Start'],
      ['Start → A', 'A → B', 'A → Ende', 'B → Ende'],
    );
    expect(flowOrder(graph)).toEqual(['Start', 'A', 'B', 'Ende', 'Notiz']);
  });
});
