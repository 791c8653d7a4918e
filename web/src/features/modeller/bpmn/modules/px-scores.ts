import PpPxScores from '../PpPxScores';
import { indexedOverlaysModule } from './indexed-overlays';

/** PX evaluation scores as colour-coded badges on their elements. */
export const ppPxScoresModule = {
  __depends__: [indexedOverlaysModule],
  __init__: ['ppPxScores'],
  ppPxScores: ['type', PpPxScores],
};
