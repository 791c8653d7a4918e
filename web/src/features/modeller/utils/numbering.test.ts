import { describe, expect, it } from 'vitest';
import {
  applyNumberChanges,
  badgePosition,
  initialNumber,
  isNumberable,
  numbersInDiagram,
  orphanNumbers,
  sortedNumbers,
} from './numbering';

describe('which elements get numbers', () => {
  it.each([
    ['bpmn:Task', true],
    ['bpmn:UserTask', true],
    ['bpmn:ServiceTask', true],
    ['bpmn:CallActivity', true],
    ['bpmn:SubProcess', true],
    ['bpmn:Transaction', true],
    ['bpmn:AdHocSubProcess', true],
    ['bpmn:ExclusiveGateway', true],
    ['bpmn:ParallelGateway', true],
    ['bpmn:EventBasedGateway', true],
    ['bpmn:StartEvent', false],
    ['bpmn:EndEvent', false],
    ['bpmn:IntermediateThrowEvent', false],
    ['bpmn:BoundaryEvent', false],
    ['bpmn:SequenceFlow', false],
    ['bpmn:TextAnnotation', false],
    ['bpmn:DataStoreReference', false],
    ['bpmn:Participant', false],
    ['bpmn:Lane', false],
    ['bpmn:Group', false],
  ])('%s → %s', (type, expected) => {
    expect(isNumberable({ type })).toBe(expected);
  });

  it('numbers event subprocesses and custom elements, never sticky notes', () => {
    expect(isNumberable({ type: 'bpmn:SubProcess', triggeredByEvent: true })).toBe(true);
    expect(isNumberable({ type: 'bpmn:Task', taskType: 'PRUEFEN_ABC123' })).toBe(true);
    expect(isNumberable({ type: 'bpmn:TextAnnotation', sticky: true })).toBe(false);
    expect(isNumberable({ type: 'bpmn:Task', sticky: true })).toBe(false);
  });
});

describe('badge placement', () => {
  it('puts the badge on the top-left corner of activities', () => {
    expect(badgePosition({ type: 'bpmn:Task' }, { width: 100, height: 80 })).toEqual({ top: -11, left: -11 });
    expect(badgePosition({ type: 'bpmn:SubProcess', collapsed: true }, { width: 100, height: 80 })).toEqual({
      top: -11,
      left: -11,
    });
  });

  it('puts it left of the top vertex of gateways, clear of the diamond', () => {
    const position = badgePosition({ type: 'bpmn:ExclusiveGateway' }, { width: 50, height: 50 });
    expect(position.top).toBeLessThan(0);
    expect(position.left).toBeLessThan(25);
  });

  it('puts it inside the corner of expanded subprocesses', () => {
    expect(badgePosition({ type: 'bpmn:SubProcess', collapsed: false }, { width: 350, height: 200 })).toEqual(
      {
        top: 6,
        left: 6,
      },
    );
  });
});

describe('numbers and the diagram', () => {
  const stored = [
    { elementId: 'A', number: '1' },
    { elementId: 'B', number: '2' },
    { elementId: 'Gone', number: '3' },
  ];
  const exists = (id: string) => id !== 'Gone';

  it('shows only the numbers of existing elements and finds the orphans', () => {
    expect([...numbersInDiagram(stored, exists)]).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(orphanNumbers(stored, exists)).toEqual(['Gone']);
  });

  it('offers the element its own number, else one past the maximum', () => {
    const numbers = new Map([
      ['A', '1'],
      ['B', '2.4'],
    ]);
    expect(initialNumber('B', numbers)).toBe('2.4');
    expect(initialNumber('C', numbers)).toBe('3');
    expect(initialNumber('C', new Map())).toBe('1');
  });

  it('applies the renumbering the server answers and sorts hierarchically', () => {
    const numbers = new Map([
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
    ]);
    const next = applyNumberChanges(numbers, [
      { elementId: 'D', number: '2' },
      { elementId: 'B', number: '3' },
      { elementId: 'C', number: '4' },
    ]);
    expect(sortedNumbers(next).map((n) => `${n.elementId}=${n.number}`)).toEqual([
      'A=1',
      'D=2',
      'B=3',
      'C=4',
    ]);
    expect(numbers.get('B')).toBe('2');
  });
});
