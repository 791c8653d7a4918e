import { contrastRatio } from '@prozesspuls/shared/rules';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it("uses the client's colour as primary", () => {
    expect(createAppTheme('3F51B5').palette.primary.main).toBe('#3F51B5');
    expect(createAppTheme('#3f51b5').palette.primary.main).toBe('#3F51B5');
  });

  it('falls back to FC9861 without a (valid) client colour', () => {
    expect(createAppTheme().palette.primary.main).toBe('#FC9861');
    expect(createAppTheme(null).palette.primary.main).toBe('#FC9861');
    expect(createAppTheme('not-a-colour').palette.primary.main).toBe('#FC9861');
  });

  it('draws text in the client colour with at least 4.5:1 contrast, also for a light colour', () => {
    for (const colour of [undefined, 'FFEB3B', '3F51B5']) {
      const text = createAppTheme(colour).palette.primaryText;
      expect(contrastRatio(text, 'F6F7F9')).toBeGreaterThanOrEqual(4.5);
    }
    // A dark client colour is used as it is.
    expect(createAppTheme('3F51B5').palette.primaryText).toBe('#3F51B5');
  });

  it("gives MUI's built-in texts in German, e.g. the pager's tooltips", () => {
    const pagination = createAppTheme().components?.MuiTablePagination?.defaultProps;
    expect(pagination?.getItemAriaLabel?.('next')).toBe('Zur nächsten Seite');
    expect(pagination?.getItemAriaLabel?.('previous')).toBe('Zur vorherigen Seite');
    expect(createAppTheme().components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Keine Optionen');
  });
});
