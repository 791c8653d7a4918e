import { describe, expect, it } from 'vitest';
import { copyableElements, isCopyExcluded } from './copy-paste';

describe('copy-paste filter', () => {
  it('excludes custom elements and data stores', () => {
    expect(isCopyExcluded({ type: 'bpmn:Task', taskType: 'PRUEFEN_1A2B3C' })).toBe(true);
    expect(isCopyExcluded({ type: 'bpmn:DataStoreReference' })).toBe(true);
    expect(isCopyExcluded({ type: 'bpmn:Task' })).toBe(false);
    expect(isCopyExcluded({ type: 'bpmn:DataObjectReference' })).toBe(false);
    expect(isCopyExcluded({ type: 'bpmn:TextAnnotation', sticky: true })).toBe(false);
  });

  it('keeps the rest of a selection', () => {
    const selection = [
      { id: 'Task_1', kind: { type: 'bpmn:Task' } },
      { id: 'Custom_1', kind: { type: 'bpmn:Task', taskType: 'X_1' } },
      { id: 'Store_1', kind: { type: 'bpmn:DataStoreReference' } },
      { id: 'Gateway_1', kind: { type: 'bpmn:ExclusiveGateway' } },
    ];
    expect(copyableElements(selection, (e) => e.kind).map((e) => e.id)).toEqual(['Task_1', 'Gateway_1']);
  });
});
