import { describe, expect, it } from 'vitest';
import { startPageHtml } from './start-page';

describe('startPageHtml', () => {
  it('makes one paragraph per block and keeps single line breaks', () => {
    expect(startPageHtml('Hallo\nzusammen\n\nDanke')).toBe('<p>Hallo<br>zusammen</p><p>Danke</p>');
  });

  it('escapes markup, so the text stays text', () => {
    expect(startPageHtml('<script>x</script> & "y"')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;y&quot;</p>',
    );
  });

  it('answers nothing for blank text', () => {
    expect(startPageHtml('  \n\n ')).toBe('');
  });
});
