import PpPxQuestionBadges from '../PpPxQuestionBadges';
import { indexedOverlaysModule } from './indexed-overlays';
import { ppStateModule } from './state';

/** In PX mode, the number of PX questions attached to each element. */
export const ppPxQuestionBadgesModule = {
  __depends__: [ppStateModule, indexedOverlaysModule],
  __init__: ['ppPxQuestionBadges'],
  ppPxQuestionBadges: ['type', PpPxQuestionBadges],
};
