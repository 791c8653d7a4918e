import PpMode from '../PpMode';
import { ppStateModule } from './state';

/** View and edit mode in one modeller instance (palette, context pad, keyboard, label editing). */
export const ppModeModule = {
  __depends__: [ppStateModule],
  __init__: ['ppMode'],
  ppMode: ['type', PpMode],
};
