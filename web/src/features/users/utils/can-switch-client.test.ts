import { describe, expect, it } from 'vitest';
import { canSwitchClient } from './can-switch-client';

describe('canSwitchClient', () => {
  it('is disabled with one client or fewer', () => {
    expect(canSwitchClient([])).toBe(false);
    expect(canSwitchClient([{ id: 1, companyName: 'Demo GmbH' }])).toBe(false);
  });

  it('is enabled with two or more clients', () => {
    expect(
      canSwitchClient([
        { id: 1, companyName: 'Demo GmbH' },
        { id: 2, companyName: 'Beispiel AG' },
      ]),
    ).toBe(true);
  });
});
