import { describe, expect, it } from 'vitest';
import { lastEditChange } from './last-edit';

const shown = { lastEditor: 'anna', lastEditedAt: '2026-11-27T10:00:00.000Z' };

describe('a newer version of the open model', () => {
  it('is announced when another user saved after the version shown', () => {
    expect(
      lastEditChange(shown, { lastEditor: 'ben', lastEditedAt: '2026-11-27T10:05:00.000Z' }, 'anna'),
    ).toBe('other');
  });

  it('is the user’s own save, not announced', () => {
    expect(
      lastEditChange(shown, { lastEditor: 'anna', lastEditedAt: '2026-11-27T10:05:00.000Z' }, 'anna'),
    ).toBe('own');
  });

  it('nothing changed while the last edit is the one shown', () => {
    expect(lastEditChange(shown, { ...shown }, 'ben')).toBe('none');
  });

  it('an older answer (arriving late) announces nothing', () => {
    expect(
      lastEditChange(shown, { lastEditor: 'ben', lastEditedAt: '2026-11-27T09:00:00.000Z' }, 'anna'),
    ).toBe('none');
  });

  it('before the version shown is known nothing is announced', () => {
    expect(lastEditChange(null, shown, 'ben')).toBe('none');
  });
});
