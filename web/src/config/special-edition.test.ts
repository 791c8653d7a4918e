import { describe, expect, it } from 'vitest';
import { isSpecialEditionEnabled } from './special-edition';

describe('isSpecialEditionEnabled', () => {
  it('is on by default', () => {
    expect(isSpecialEditionEnabled(undefined)).toBe(true);
    expect(isSpecialEditionEnabled('')).toBe(true);
    expect(isSpecialEditionEnabled('true')).toBe(true);
  });

  it("is off only for the literal 'false'", () => {
    expect(isSpecialEditionEnabled('false')).toBe(false);
  });
});
