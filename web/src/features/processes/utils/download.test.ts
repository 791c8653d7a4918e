import { describe, expect, it } from 'vitest';
import { bpmnFileName } from './download';

describe('bpmnFileName', () => {
  it('appends .bpmn and replaces characters file systems refuse', () => {
    expect(bpmnFileName('Bewerbung')).toBe('Bewerbung.bpmn');
    expect(bpmnFileName('Ein/Aus: "Test"')).toBe('Ein_Aus_ _Test_.bpmn');
    expect(bpmnFileName('  ')).toBe('prozess.bpmn');
  });
});
