import PpPalette from '../PpPalette';
import { ppStateModule } from './state';

/** The palette's sticky note, the client's custom elements and their manager. */
export const ppPaletteModule = {
  __depends__: [ppStateModule],
  __init__: ['ppPalette'],
  ppPalette: ['type', PpPalette],
};
