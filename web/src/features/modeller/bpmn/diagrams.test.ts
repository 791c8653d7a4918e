import { describe, expect, it } from 'vitest';
import { diagramChoices, mainDiagram } from './diagrams';

const diagram = (id: string, type: string, shapes: number, name?: string) => ({
  id,
  name,
  plane: { bpmnElement: { $type: type }, planeElement: Array.from({ length: shapes }) },
});

describe('the diagrams of a BPMN file', () => {
  it('opens the collaboration first even when a small called process comes first in the file', () => {
    const called = diagram('called', 'bpmn:Process', 2);
    const main = diagram('main', 'bpmn:Collaboration', 40);
    expect(mainDiagram([called, main])).toBe(main);
  });

  it('without a collaboration opens the diagram with the most shapes', () => {
    const sub = diagram('sub', 'bpmn:Process', 3);
    const big = diagram('big', 'bpmn:Process', 30);
    expect(mainDiagram([sub, big, diagram('other', 'bpmn:Process', 5)])).toBe(big);
  });

  it('keeps the first diagram when it is the largest or the only one', () => {
    const only = diagram('only', 'bpmn:Process', 1);
    expect(mainDiagram([only])).toBe(only);
    expect(mainDiagram([])).toBeUndefined();
  });

  it('leaves out the planes of collapsed subprocesses, which bpmn-js opens by drilling down', () => {
    expect(
      diagramChoices([diagram('a', 'bpmn:Process', 5), diagram('sub', 'bpmn:SubProcess', 3)]),
    ).toHaveLength(1);
  });

  it('lists every diagram by its name, else a numbered German fallback', () => {
    expect(diagramChoices([diagram('a', 'bpmn:Process', 2, 'IT'), diagram('b', 'bpmn:Process', 4)])).toEqual([
      { id: 'a', label: 'IT', shapeCount: 2 },
      { id: 'b', label: 'Diagramm 2', shapeCount: 4 },
    ]);
  });
});
