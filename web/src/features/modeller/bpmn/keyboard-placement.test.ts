import { describe, expect, it } from 'vitest';
import { besidePosition, continuesFlow } from './keyboard-placement';
import type { DiagramElement } from './types';

/** BPMN types with the supertypes a moddle element answers `$instanceOf` for. */
const SUPERTYPES: Record<string, readonly string[]> = {
  'bpmn:Task': ['bpmn:Activity', 'bpmn:FlowNode'],
  'bpmn:StartEvent': ['bpmn:Event', 'bpmn:FlowNode'],
  'bpmn:EndEvent': ['bpmn:Event', 'bpmn:FlowNode'],
  'bpmn:ExclusiveGateway': ['bpmn:Gateway', 'bpmn:FlowNode'],
  'bpmn:TextAnnotation': ['bpmn:Artifact'],
  'bpmn:DataObjectReference': ['bpmn:FlowElement'],
  'bpmn:Participant': [],
};

function shape(type: string, box: { x: number; y: number; width: number; height: number }): DiagramElement {
  const types = [type, ...(SUPERTYPES[type] ?? [])];
  return {
    id: type,
    type,
    ...box,
    businessObject: {
      $type: type,
      id: type,
      $instanceOf: (other: string) => types.includes(other),
      get: () => undefined,
      set: () => undefined,
    },
  };
}

const at = { x: 100, y: 100, width: 100, height: 80 };

describe('continuesFlow (a palette element placed by keyboard is appended and connected)', () => {
  it('continues a sequence flow from a task, a start event or a gateway to a new flow node', () => {
    for (const from of ['bpmn:Task', 'bpmn:StartEvent', 'bpmn:ExclusiveGateway']) {
      expect(continuesFlow(shape(from, at), shape('bpmn:Task', at))).toBe(true);
      expect(continuesFlow(shape(from, at), shape('bpmn:EndEvent', at))).toBe(true);
    }
  });

  it('continues nothing after an end event, to a start event, or to a data object or a pool', () => {
    expect(continuesFlow(shape('bpmn:EndEvent', at), shape('bpmn:Task', at))).toBe(false);
    expect(continuesFlow(shape('bpmn:Task', at), shape('bpmn:StartEvent', at))).toBe(false);
    expect(continuesFlow(shape('bpmn:Task', at), shape('bpmn:DataObjectReference', at))).toBe(false);
    expect(continuesFlow(shape('bpmn:Task', at), shape('bpmn:Participant', at))).toBe(false);
  });

  it('annotates any element with a new note, but not a note with another', () => {
    expect(continuesFlow(shape('bpmn:EndEvent', at), shape('bpmn:TextAnnotation', at))).toBe(true);
    expect(continuesFlow(shape('bpmn:TextAnnotation', at), shape('bpmn:TextAnnotation', at))).toBe(false);
  });
});

describe('besidePosition', () => {
  it('centres the new element right of the selected one, on its middle line, with a gap', () => {
    const created = shape('bpmn:DataObjectReference', { x: 0, y: 0, width: 36, height: 50 });
    expect(besidePosition(shape('bpmn:Task', at), created)).toEqual({ x: 100 + 100 + 80 + 18, y: 140 });
  });
});
