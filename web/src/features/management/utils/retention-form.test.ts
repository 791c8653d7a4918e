import { RETENTION_MESSAGES } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { retentionFormResult } from './retention-form';

describe('retention form', () => {
  it('accepts whole months within the bounds, spaces around them too', () => {
    expect(retentionFormResult(' 24 ')).toEqual({ months: 24 });
    expect(retentionFormResult('1')).toEqual({ months: 1 });
    expect(retentionFormResult('120')).toEqual({ months: 120 });
  });

  it('refuses empty, zero, too many, fractions and words with the German message', () => {
    for (const typed of ['', '0', '121', '2,5', 'zwei', '-3']) {
      expect(retentionFormResult(typed)).toEqual({ error: RETENTION_MESSAGES.monthsInvalid });
    }
  });
});
