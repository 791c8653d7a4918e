import Canvas from 'diagram-js/lib/core/Canvas';

/** A pan as diagram-js's Canvas.scroll takes it. */
interface ScrollDelta {
  readonly dx?: number;
  readonly dy?: number;
}

/** The parts of diagram-js's Canvas the pan builds on (not in its typings). */
interface CanvasInternals {
  readonly _viewport: SVGGElement;
  readonly _svg: SVGSVGElement;
  _changeViewbox(change: () => void): void;
}

/**
 * diagram-js's canvas, panning without changing the zoom.
 *
 * diagram-js pans by writing the viewport's new matrix into its `transform` attribute as text, and
 * Chromium does not always parse that text back to the same numbers: at some zoom levels (e.g. the
 * 12.13 % that fits a 1,000-element diagram into a 1440 × 900 window) the scale grows by a rounding
 * step with every wheel step. A changed scale, however small, makes the browser lay out every
 * arrowhead marker again, and with each marker every flow that uses it: 30–60 ms of layout per
 * wheel step on a 1,000-element diagram, where a pan at an unchanged scale takes 1–3 ms. Here the
 * matrix is handed to the viewport as a matrix, never as text, so panning moves the view and
 * nothing else. Everything else (zoom, viewbox, events) stays diagram-js's.
 */
export default class ExactPanCanvas extends Canvas {
  static override $inject = Canvas.$inject;

  override scroll(delta?: ScrollDelta): { x: number; y: number } {
    const internals = this as unknown as CanvasInternals;
    const viewport = internals._viewport;
    let matrix = viewport.getCTM() ?? internals._svg.createSVGMatrix();
    if (delta) {
      internals._changeViewbox(() => {
        matrix = internals._svg
          .createSVGMatrix()
          .translate(delta.dx ?? 0, delta.dy ?? 0)
          .multiply(matrix);
        viewport.transform.baseVal.initialize(internals._svg.createSVGTransformFromMatrix(matrix));
      });
    }
    return { x: matrix.e, y: matrix.f };
  }
}
