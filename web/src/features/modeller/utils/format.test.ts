import { describe, expect, it } from 'vitest';
import { downloadName, formatDateTime } from './format';

describe('formatting', () => {
  it('formats dates as DD.MM.YYYY HH:mm', () => {
    const local = new Date(2026, 2, 5, 9, 7).toISOString();
    expect(formatDateTime(local)).toBe('05.03.2026 09:07');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('builds safe download names', () => {
    expect(downloadName('Einkauf: Bestellung/Rechnung', 'pdf')).toBe('Einkauf_ Bestellung_Rechnung.pdf');
    expect(downloadName('  ', 'bpmn')).toBe('prozess.bpmn');
  });
});
