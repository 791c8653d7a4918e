import { describe, expect, it } from 'vitest';
import { customElementLimitError, iconDataUrlError, iconFileError } from './custom-elements';

const ICON_ERROR =
  'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';

describe('custom element rules', () => {
  it('accepts images under 10,240 bytes only', () => {
    expect(iconFileError({ type: 'image/svg+xml', size: 500 })).toBeUndefined();
    expect(iconFileError({ type: 'image/png', size: 10_239 })).toBeUndefined();
    expect(iconFileError({ type: 'image/png', size: 10_240 })).toBe(ICON_ERROR);
    expect(iconFileError({ type: 'text/plain', size: 10 })).toBe(ICON_ERROR);
    expect(iconFileError({ type: '', size: 10 })).toBe(ICON_ERROR);
  });

  it('checks data URLs the way the server does', () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(iconDataUrlError(svg)).toBeUndefined();
    expect(iconDataUrlError(`data:text/plain;base64,${btoa('x')}`)).toBe(ICON_ERROR);
    expect(iconDataUrlError(`data:image/png;base64,${btoa('x'.repeat(10_240))}`)).toBe(ICON_ERROR);
  });

  it('allows at most five custom elements', () => {
    expect(customElementLimitError(4)).toBeUndefined();
    expect(customElementLimitError(5)).toBe(
      'Fehler: Es können maximal 5 eigene Elemente hinzugefügt werden!',
    );
  });
});
