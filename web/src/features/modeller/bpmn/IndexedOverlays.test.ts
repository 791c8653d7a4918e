import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * IndexedOverlays overrides private members of diagram-js's Overlays. They are not part of its
 * API, so the version it was written for is pinned in web/package.json, and this test fails when
 * an upgrade changes the version or the members it builds on.
 */
const require = createRequire(import.meta.url);
const WRITTEN_FOR = '15.28.1';

describe('IndexedOverlays and the diagram-js it was written for', () => {
  it('diagram-js is pinned to the version the override was written for', () => {
    const web = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(web.dependencies['diagram-js']).toBe(WRITTEN_FOR);
    expect((require('diagram-js/package.json') as { version: string }).version).toBe(WRITTEN_FOR);
  });

  it("diagram-js's Overlays still has the private members the override uses", () => {
    const source = readFileSync(require.resolve('diagram-js/lib/features/overlays/Overlays.js'), 'utf8');
    for (const member of [
      'Overlays.prototype._getOverlayContainer = function(element, raw)',
      'Overlays.prototype._createOverlayContainer = function(element)',
      'Overlays.prototype._updateOverlayContainer = function(container)',
      'this._overlayContainers = [];',
      'this._overlayRoot = createRoot(',
    ]) {
      expect(source).toContain(member);
    }
  });
});
