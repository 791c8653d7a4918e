import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { needsOverlayPass } from './IndexedOverlays';

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
      'Overlays.prototype._addOverlay = function(overlay)',
      'Overlays.prototype._updateOverlaysVisibilty = function(viewbox)',
      'Overlays.prototype._updateOverlay = function(overlay)',
      'Overlays.prototype._updateOverlayVisibilty = function(overlay, viewbox)',
      'htmlContainer = domify(\'<div class="djs-overlay" data-overlay-id="\' + id + \'">\');',
      "domClasses(htmlContainer).add('djs-overlay-' + overlay.type);",
      'setVisible(htmlContainer, elementRoot === activeRoot);',
      'this._overlays[id] = overlay;',
      'Overlays.prototype.clear = function()',
      'Overlays.prototype.hide = function()',
      "eventBus.on('canvas.viewbox.changing', function(event) {\n    self.hide();",
      "eventBus.on('diagram.clear', this.clear, this);",
      'this._canvas = canvas;',
      'this._overlayContainers = [];',
      'this._overlayRoot = createRoot(',
    ]) {
      expect(source).toContain(member);
    }
  });
});

describe('which changes of the view pass over every overlay', () => {
  const root = {};
  const otherRoot = {};

  it('panning at the same zoom on the same diagram leaves the overlays alone', () => {
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.5, root })).toBe(false);
  });

  it('a new zoom, another diagram or the first view of one pass over them all', () => {
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.6, root })).toBe(true);
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.5, root: otherRoot })).toBe(true);
    expect(needsOverlayPass(null, { scale: 0.5, root })).toBe(true);
  });
});
