import PpModelChecks from '../PpModelChecks';
import { indexedOverlaysModule } from './indexed-overlays';

/** 'Modell prüfen': the findings of the model checks as markers on their elements. */
export const ppModelChecksModule = {
  __depends__: [indexedOverlaysModule],
  __init__: ['ppModelChecks'],
  ppModelChecks: ['type', PpModelChecks],
};
