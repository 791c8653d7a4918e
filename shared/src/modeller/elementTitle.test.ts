import { describe, expect, it } from 'vitest';
import { elementTitle } from './elementTitle.js';

describe('the side panel names the selected element', () => {
  it('by number, name and German type', () => {
    expect(elementTitle('2.1', 'Rechnung prüfen', 'bpmn:UserTask')).toBe(
      '2.1 · Rechnung prüfen · Benutzeraufgabe',
    );
    expect(elementTitle(undefined, 'Antrag eingegangen', 'bpmn:StartEvent')).toBe(
      'Antrag eingegangen · Startereignis',
    );
  });

  it('says so when the element has no name, and never shows the English type', () => {
    expect(elementTitle('3', '  ', 'bpmn:ExclusiveGateway')).toBe('3 · (ohne Namen) · Exklusives Gateway');
    expect(elementTitle(undefined, 'Unbekannt', 'bpmn:SomethingNew')).toBe('Unbekannt · Element');
  });
});
