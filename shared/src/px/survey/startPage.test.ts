import { describe, expect, it } from 'vitest';
import { isIwakStartPageLongEnough, startPageText } from './startPage.js';

describe('start page text', () => {
  it('counts visible characters only: tags, entities and repeated whitespace do not count', () => {
    expect(startPageText('<h1>Willkommen</h1>\n<p>zur&nbsp;Umfrage &amp; mehr</p><br/>')).toBe(
      'Willkommen zur Umfrage & mehr',
    );
    expect(startPageText('<p>&#252;ber &#xFC;ber</p>')).toBe('über über');
    expect(startPageText('&#99999999; &#x110000;')).toBe('&#99999999; &#x110000;');
    expect(startPageText(`${'<'.repeat(200_000)}a`)).toHaveLength(200_001);
  });

  it('lets an IWAK survey continue from 25 characters of text on', () => {
    expect(isIwakStartPageLongEnough(`<p>${'a'.repeat(24)}</p>`)).toBe(false);
    expect(isIwakStartPageLongEnough(`<p>${'a'.repeat(25)}</p>`)).toBe(true);
    expect(isIwakStartPageLongEnough(`<p><img src="data:image/png;base64,AAAA"> ${'a'.repeat(10)}</p>`)).toBe(
      false,
    );
    expect(isIwakStartPageLongEnough(null)).toBe(false);
  });
});
