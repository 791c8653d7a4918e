import { describe, expect, it } from 'vitest';
import { iconType, isSafeSvg } from './iconContent.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;

describe('custom element icon content', () => {
  it('recognises images by their signature, not their name', () => {
    expect(iconType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(iconType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(iconType(bytes('GIF89a...'))).toBe('image/gif');
    expect(iconType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(iconType(bytes('Telefonat Kandidat anrufen'))).toBeUndefined();
    expect(iconType(new Uint8Array([0xc3, 0x28]))).toBeUndefined();
  });

  it('accepts a plain SVG, with XML declaration, prefix, style and local references', () => {
    expect(isSafeSvg(svg('<path d="M0 0h10v10z" fill="#f00"/>'))).toBe(true);
    expect(isSafeSvg(`<?xml version="1.0" encoding="UTF-8"?>\n${svg('<g><circle r="2"/></g>')}\n`)).toBe(
      true,
    );
    expect(isSafeSvg('<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1"/></s:svg>')).toBe(true);
    expect(
      isSafeSvg(
        svg(
          '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="fill:url(#g)"/><use href="#g"/><style>.a{fill:red}</style>',
        ),
      ),
    ).toBe(true);
    expect(iconType(bytes(`\uFEFF${svg('')}`))).toBe('image/svg+xml');
  });

  it.each([
    ['not XML', 'just text'],
    ['another root', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['svg without namespace', '<svg><rect/></svg>'],
    ['svg in another namespace', '<svg xmlns="http://example.com/"/>'],
    ['two roots', `${svg('')}${svg('')}`],
    ['text after the root', `${svg('')} trailing`],
    ['unclosed', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['mismatched', svg('<g></a>')],
    ['script', svg('<script>alert(1)</script>')],
    ['prefixed script', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ['event handler', svg('<rect onclick="alert(1)"/>')],
    ['handler on root', svg('', ' onload="alert(1)"')],
    ['javascript link', svg('<a href="java\tscript:alert(1)"><rect/></a>')],
    ['foreignObject', svg('<foreignObject><div/></foreignObject>')],
    ['external image', svg('<image href="https://evil.example/x.png"/>')],
    ['external xlink', svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="other.svg#a"/>')],
    ['svg data url inside', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
    ['external url() in attribute', svg('<rect fill="url(http://evil.example/#a)"/>')],
    ['css import', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['css url in style attribute', svg('<rect style="background:url(//evil.example/a)"/>')],
    ['doctype', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('&a;')}`],
    ['stylesheet PI', `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`],
    ['animate to javascript', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    // Browsers decode character references in attributes before they read them.
    [
      'animate to javascript in character references',
      svg('<a><set attributeName="href" to="&#106;avascript:alert(1)"/></a>'),
    ],
    [
      'css import in character references',
      svg('<rect style="x:1;@&#105;mport url(https://evil.example/a.css)"/>'),
    ],
    ['external url() with an escaped parenthesis', svg('<rect fill="url&#40;http://evil.example/#a)"/>')],
  ])('refuses %s', (_label, text) => {
    expect(isSafeSvg(text)).toBe(false);
    expect(iconType(bytes(text))).toBeUndefined();
  });
});
