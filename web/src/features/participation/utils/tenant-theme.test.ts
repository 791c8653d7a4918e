import { contrastRatio } from '@prozesspuls/shared/rules';
import { describe, expect, it } from 'vitest';
import { tenantTextColor } from './tenant-theme';

describe("text in the tenant's colour on the participation page", () => {
  it('darkens a light tenant colour until it reads at 4.5:1 on the page background', () => {
    const text = tenantTextColor('#FC9861');
    expect(text).not.toBe('#FC9861');
    expect(contrastRatio(text.slice(1), 'f3f3f3')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark tenant colour as it is', () => {
    expect(tenantTextColor('#1F3A93')).toBe('#1F3A93');
  });
});
