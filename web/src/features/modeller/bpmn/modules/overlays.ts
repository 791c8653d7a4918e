import PpOverlays from '../PpOverlays';
import { indexedOverlaysModule } from './indexed-overlays';
import { ppStateModule } from './state';

/** Number badges and the subprocesses' 'open' buttons. */
export const ppOverlaysModule = {
  __depends__: [ppStateModule, indexedOverlaysModule],
  __init__: ['ppOverlays'],
  ppOverlays: ['type', PpOverlays],
};
