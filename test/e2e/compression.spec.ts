import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The local server answers the SPA precompressed (web/scripts/precompress.mjs), as CloudFront
 * does in the cloud: brotli when accepted, else gzip, with long caching for hashed assets.
 */
test.describe('compressed delivery', () => {
  test('the login page loads every script compressed and hashed assets cached for a year', async ({
    page,
  }) => {
    const scripts: Array<{ url: string; encoding: string | undefined; cache: string | undefined }> = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(['br', 'gzip'], script.url).toContain(script.encoding);
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('brotli when accepted, gzip otherwise, plain for a client that accepts neither', async ({
    request,
  }) => {
    const brotli = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toBe('Accept-Encoding');
    expect(await brotli.text()).toContain('<div id="root">');

    const gzip = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<div id="root">');

    const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const body = await plain.body();
    expect(() => gunzipSync(body)).toThrow();
    expect(body.toString('utf8')).toContain('<div id="root">');
  });
});
