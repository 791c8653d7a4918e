import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.js';

describe('escapeHtml', () => {
  it('replaces the five characters that end text or an attribute in HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves other text, umlauts included, as it is', () => {
    expect(escapeHtml('Prozess für Ärger: 100 %')).toBe('Prozess für Ärger: 100 %');
  });
});
