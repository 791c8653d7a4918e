import { describe, expect, it } from 'vitest';
import { downloadName } from './download';

describe('downloadName', () => {
  it('appends the extension and replaces characters file systems refuse', () => {
    expect(downloadName('Bewerbung', 'bpmn')).toBe('Bewerbung.bpmn');
    expect(downloadName('Ein/Aus: "Test"', 'bpmn')).toBe('Ein_Aus_ _Test_.bpmn');
    expect(downloadName('Einkauf: Bestellung/Rechnung', 'pdf')).toBe('Einkauf_ Bestellung_Rechnung.pdf');
  });

  it('falls back to "prozess" for a blank name', () => {
    expect(downloadName('  ', 'bpmn')).toBe('prozess.bpmn');
  });
});
