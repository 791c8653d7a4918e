import { describe, expect, it } from 'vitest';
import { TICKET_STATE_LABELS, TICKET_STATES, ticketCounterName, ticketNumber } from './tickets.js';

describe('support ticket numbers', () => {
  it('writes PP-<year>-<seq> with the sequence four digits wide', () => {
    expect(ticketNumber(2026, 1)).toBe('PP-2026-0001');
    expect(ticketNumber(2026, 42)).toBe('PP-2026-0042');
    expect(ticketNumber(2027, 12345)).toBe('PP-2027-12345');
  });

  it('draws each year from its own counter, so numbering restarts at 1', () => {
    expect(ticketCounterName(2026)).not.toBe(ticketCounterName(2027));
  });
});

describe('support ticket states', () => {
  it('are Offen, In Bearbeitung and Erledigt, in that order', () => {
    expect(TICKET_STATES.map((state) => TICKET_STATE_LABELS[state])).toEqual([
      'Offen',
      'In Bearbeitung',
      'Erledigt',
    ]);
  });
});
