import PpKeyboardTools from '../PpKeyboardTools';
import { ppStateModule } from './state';

/**
 * The palette and the context pad by keyboard: 'P' focuses the palette, 'K' opens the context pad
 * of the selected element; Enter places a new element through modeling/autoPlace (undoable).
 */
export const ppKeyboardToolsModule = {
  __depends__: [ppStateModule],
  __init__: ['ppKeyboardTools'],
  ppKeyboardTools: ['type', PpKeyboardTools],
};
