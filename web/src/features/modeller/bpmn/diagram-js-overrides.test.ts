import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Two services of the modeller replace diagram-js's own and build on its private members:
 * IndexedOverlays (the overlay service) and ExactPanCanvas (the canvas's pan). Those members are not
 * part of diagram-js's API, so the version both were written for is pinned in web/package.json, and
 * these tests fail when an upgrade changes the version, the members they build on, or the code an
 * override repeats.
 */
const require = createRequire(import.meta.url);
const WRITTEN_FOR = '15.28.1';

describe('the overrides of diagram-js and the version they were written for', () => {
  it('diagram-js is pinned to the version the overrides were written for', () => {
    const web = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(web.dependencies['diagram-js']).toBe(WRITTEN_FOR);
    expect((require('diagram-js/package.json') as { version: string }).version).toBe(WRITTEN_FOR);
  });

  /** Per override: the diagram-js file it builds on and the lines of it that it relies on. */
  const RELIED_ON: readonly {
    readonly override: string;
    readonly file: string;
    readonly lines: readonly string[];
  }[] = [
    {
      override: 'IndexedOverlays',
      file: 'diagram-js/lib/features/overlays/Overlays.js',
      lines: [
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
      ],
    },
    {
      override: 'ExactPanCanvas',
      file: 'diagram-js/lib/core/Canvas.js',
      lines: [
        'Canvas.prototype.scroll = function(delta) {',
        'let matrix = node.getCTM();',
        'matrix = this._svg.createSVGMatrix().translate(delta.dx, delta.dy).multiply(matrix);',
        'setCTM(node, matrix);',
        'return { x: matrix.e, y: matrix.f };',
        'Canvas.prototype._changeViewbox = function(changeFn) {',
        "const viewport = this._viewport = createGroup(svg, 'viewport');",
        "const svg = this._svg = svgCreate('svg');",
      ],
    },
  ];

  it.each(RELIED_ON)('diagram-js still has what $override relies on', ({ file, lines }) => {
    const source = readFileSync(require.resolve(file), 'utf8');
    expect(lines.filter((line) => !source.includes(line))).toEqual([]);
  });
});
