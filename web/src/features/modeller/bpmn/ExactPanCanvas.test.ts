import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * ExactPanCanvas replaces diagram-js's Canvas.scroll and builds on private members of its Canvas.
 * They are not part of its API, so the version it was written for is pinned in web/package.json
 * (the IndexedOverlays test checks the pin), and this test fails when an upgrade changes the
 * members it builds on or the pan it replaces.
 */
const require = createRequire(import.meta.url);

describe('ExactPanCanvas and the diagram-js it was written for', () => {
  it("diagram-js's Canvas still pans, and changes the view, the way the override repeats", () => {
    const source = readFileSync(require.resolve('diagram-js/lib/core/Canvas.js'), 'utf8');
    for (const member of [
      'Canvas.prototype.scroll = function(delta) {',
      'let matrix = node.getCTM();',
      'matrix = this._svg.createSVGMatrix().translate(delta.dx, delta.dy).multiply(matrix);',
      'setCTM(node, matrix);',
      'return { x: matrix.e, y: matrix.f };',
      'Canvas.prototype._changeViewbox = function(changeFn) {',
      "const viewport = this._viewport = createGroup(svg, 'viewport');",
      'const svg = this._svg = svgCreate',
    ]) {
      expect(source).toContain(member);
    }
  });
});
