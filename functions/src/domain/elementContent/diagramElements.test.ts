import { describe, expect, it } from 'vitest';
import { diagramElementTypes } from './diagramElements.js';

describe('diagramElementTypes', () => {
  it('maps ids to BPMN types whatever the prefix', () => {
    const xml = `<?xml version="1.0"?>
<semantic:definitions xmlns:semantic="http://www.omg.org/spec/BPMN/20100524/MODEL" id="Defs">
  <semantic:process id="Process_1"><semantic:task id="Task_1" name="A"/><semantic:subProcess id="Sub_1"/></semantic:process>
</semantic:definitions>`;
    const types = diagramElementTypes(xml);
    expect(types.get('Process_1')).toBe('bpmn:Process');
    expect(types.get('Task_1')).toBe('bpmn:Task');
    expect(types.get('Sub_1')).toBe('bpmn:SubProcess');
    expect(types.get('Defs')).toBe('bpmn:Definitions');
    expect(types.has('Task_2')).toBe(false);
  });
});
