import { describe, expect, it } from 'vitest';
import { finishedTileValue } from './finish-tile';
import { formatDay } from './format';

describe("the 'Abgeschlossen' tile", () => {
  it('shows the finish day of a finished survey', () => {
    const day = Date.UTC(2026, 10, 20, 10);
    expect(finishedTileValue({ finished: day, deadline: null })).toBe(formatDay(day));
  });

  it('says a running survey has not ended, naming its deadline when it has one', () => {
    const deadline = Date.UTC(2026, 11, 24, 10);
    expect(finishedTileValue({ finished: null, deadline })).toBe(`Läuft bis ${formatDay(deadline)}`);
    expect(finishedTileValue({ finished: null, deadline: null })).toBe('Noch nicht abgeschlossen');
  });
});
