import PpContentBadges from '../PpContentBadges';
import { indexedOverlaysModule } from './indexed-overlays';
import { ppStateModule } from './state';

/** The badges of an element's side-panel content (comments, documents, description, questions). */
export const ppContentBadgesModule = {
  __depends__: [ppStateModule, indexedOverlaysModule],
  __init__: ['ppContentBadges'],
  ppContentBadges: ['type', PpContentBadges],
};
