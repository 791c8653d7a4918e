import type { CSSObject, Theme } from '@mui/material/styles';

/** Every element outside an SVG drawing (the <svg> element itself included) and its ::before and ::after. */
const OUTSIDE_SVG = ':where(:not(svg *)), :where(:not(svg *))::before, :where(:not(svg *))::after';

/**
 * The page's baseline: MUI's CssBaseline (antialiasing, border-box sizing, body type and colours,
 * bold weights, the theme's CssBaseline overrides), with one change. CssBaseline gives
 * `box-sizing: inherit` to every element and to its ::before and ::after, so the browser resolves
 * pseudo-element styles for each node of a drawing too. The modeller's diagram of 1,000 elements is
 * some 15,000 SVG nodes, and that one rule doubled each full style recalculation of the page
 * (about 310 → 135 ms measured in Chromium). The nodes inside an <svg> are not CSS boxes, so
 * box-sizing means nothing to them: the rule leaves them out, and nothing on screen changes.
 */
export function baselineStyles(theme: Theme): CSSObject[] {
  const base: CSSObject = {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    [OUTSIDE_SVG]: { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      ...(theme.typography.body1 as CSSObject),
      backgroundColor: theme.palette.background.default,
      '@media print': { backgroundColor: theme.palette.common.white },
      '&::backdrop': { backgroundColor: theme.palette.background.default },
    },
  };
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  return overrides && typeof overrides === 'object' ? [base, overrides as CSSObject] : [base];
}
