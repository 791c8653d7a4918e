import { START_PAGE_IMAGE_MAX_CHARACTERS, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../errors.js';
import { sanitizeStartPageHtml } from './sanitizeStartPage.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('the start page sanitiser', () => {
  it('removes scripts with their content, and iframes, objects and styles', () => {
    const html = sanitizeStartPageHtml(
      '<p>Hallo</p><script>alert("xss")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><style>p{}</style>',
    );
    expect(html).toBe('<p>Hallo</p>');
  });

  it('removes every event handler attribute, whatever its case', () => {
    const html = sanitizeStartPageHtml(
      `<p onclick="alert(1)" OnMouseOver="alert(2)">Text</p><img src="${PNG}" onerror="alert(3)">` +
        '<a href="https://example.org" onfocus="alert(4)">Link</a>',
    );
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(html).not.toContain('alert');
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain(`<img src="${PNG}" />`);
  });

  it('drops javascript:, data: and protocol-relative link targets but keeps http(s) and mailto', () => {
    const html = sanitizeStartPageHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(2)">b</a>' +
        '<a href="  javascript:alert(3)">c</a><a href="data:text/html,<script>alert(4)</script>">d</a>' +
        '<a href="//evil.example">e</a><a href="https://example.org">f</a><a href="mailto:a@b.de">g</a>',
    );
    expect(html.toLowerCase()).not.toContain('javascript');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">f</a>');
    expect(html).toContain('<a href="mailto:a@b.de" target="_blank" rel="noopener noreferrer">g</a>');
  });

  it('keeps raster images as data URLs only: no remote image, no SVG', () => {
    const html = sanitizeStartPageHtml(
      `<img src="https://tracker.example/pixel.png"><img src="data:image/svg+xml;base64,PHN2Zz4=">` +
        `<img src="${PNG}" width="120" style="width: 50%; position: fixed">`,
    );
    expect(html).toBe(`<img src="${PNG}" width="120" style="width:50%" />`);
  });

  it('keeps alignment as the only text style', () => {
    expect(
      sanitizeStartPageHtml('<p style="text-align: center; background: url(javascript:alert(1))">Mitte</p>'),
    ).toBe('<p style="text-align:center">Mitte</p>');
  });

  it('refuses an image above the size limit instead of storing it', () => {
    const big = `<img src="data:image/png;base64,${'A'.repeat(START_PAGE_IMAGE_MAX_CHARACTERS)}">`;
    expect(() => sanitizeStartPageHtml(big)).toThrow(RuleViolation);
    expect(() => sanitizeStartPageHtml(big)).toThrow(SURVEY_MESSAGES.imageTooLarge);
  });
});
