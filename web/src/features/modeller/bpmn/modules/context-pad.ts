import PpContextPad from '../PpContextPad';
import { ppStateModule } from './state';

/** The context pad's entries for numbers, resources and subprocess links. */
export const ppContextPadModule = {
  __depends__: [ppStateModule],
  __init__: ['ppContextPad'],
  ppContextPad: ['type', PpContextPad],
};
