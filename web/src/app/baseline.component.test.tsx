import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { baselineStyles } from './baseline';

const BORDER_BOX_SELECTOR = Object.keys(baselineStyles(createTheme())[0] ?? {}).find((selector) =>
  selector.includes('::before'),
);

function nodes() {
  document.body.innerHTML = `
    <div id="card"><span id="label">Text</span>
      <svg id="icon"><g id="group"><rect id="shape"></rect><text id="caption">A</text></g></svg>
    </div>`;
  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(id);
    return element;
  };
  return byId;
}

describe('page baseline', () => {
  it('sizes every HTML element and each <svg> element itself as border-box, like CssBaseline', () => {
    const byId = nodes();
    const selector = (BORDER_BOX_SELECTOR ?? '').split(',')[0]?.trim() ?? '';
    for (const id of ['card', 'label', 'icon']) expect(byId(id).matches(selector)).toBe(true);
  });

  it('leaves the nodes inside an SVG drawing out, which are no CSS boxes', () => {
    const byId = nodes();
    const selector = (BORDER_BOX_SELECTOR ?? '').split(',')[0]?.trim() ?? '';
    for (const id of ['group', 'shape', 'caption']) expect(byId(id).matches(selector)).toBe(false);
  });

  it('keeps the rest of CssBaseline and the theme overrides', () => {
    const theme = createTheme({
      components: { MuiCssBaseline: { styleOverrides: { ':focus-visible': { outline: '2px solid red' } } } },
    });
    const [base, overrides] = baselineStyles(theme);
    expect(base).toMatchObject({
      html: { boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
      'strong, b': { fontWeight: theme.typography.fontWeightBold },
      body: {
        margin: 0,
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.background.default,
      },
    });
    expect(BORDER_BOX_SELECTOR && base?.[BORDER_BOX_SELECTOR]).toEqual({ boxSizing: 'inherit' });
    expect(overrides).toEqual({ ':focus-visible': { outline: '2px solid red' } });
  });
});
