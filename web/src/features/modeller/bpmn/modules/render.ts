import PpRenderer from '../PpRenderer';

/** Draws the ProzessPuls elements (custom elements, sticky notes); previews need only this one. */
export const ppRenderModule = {
  __init__: ['ppRenderer'],
  ppRenderer: ['type', PpRenderer],
};
