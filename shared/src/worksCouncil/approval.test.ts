import { describe, expect, it } from 'vitest';
import { newestFirst, sendingRefusal, WORKS_COUNCIL_MESSAGES } from './approval.js';

describe('sending a questionnaire under the works council approval', () => {
  it('sends freely while the tenant does not require an approval', () => {
    expect(sendingRefusal(false, undefined)).toBeNull();
  });

  it('refuses an unapproved questionnaire while the approval is required', () => {
    expect(sendingRefusal(true, undefined)).toBe(WORKS_COUNCIL_MESSAGES.approvalMissing);
  });

  it('sends an approved questionnaire while the approval is required', () => {
    expect(sendingRefusal(true, 1_700_000_000_000)).toBeNull();
  });
});

describe('the access log order', () => {
  it('lists the newest opening first and keeps ties stable by id', () => {
    const sorted = newestFirst([
      { at: 1, id: 'a' },
      { at: 3, id: 'b' },
      { at: 3, id: 'c' },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });
});
