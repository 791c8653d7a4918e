import { describe, expect, it } from 'vitest';
import { diagramOutline } from '../px-model/diagramOutline.js';
import { diagramElementName, diagramElementTypes } from './diagramElements.js';

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

describe('element names read from a stored diagram', () => {
  // bpmn-js escapes '&', '<' and quotes in attributes and writes a line break as '&#10;'.
  const xml = `<?xml version="1.0"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="Defs">
  <bpmn:process id="P"><bpmn:task id="T1" name="Prüfen &amp; &quot;Freigeben&quot;&#10;&lt;eilig&gt;"/></bpmn:process>
</bpmn:definitions>`;
  const written = 'Prüfen & "Freigeben"\n<eilig>';

  it('are the names as the user wrote them, for mention mails', () => {
    expect(diagramElementName(xml, 'T1')).toBe(written);
  });

  it('are the names as the user wrote them, for PX mode and the risk assessment', () => {
    expect(diagramOutline(xml).get('T1')).toEqual({ name: written, kind: 'Activity' });
  });
});
