import PpStrain from '../PpStrain';
import { indexedOverlaysModule } from './indexed-overlays';

/** 'Belastung' mode: strain heat overlay and measure badges of a risk assessment. */
export const ppStrainModule = {
  __depends__: [indexedOverlaysModule],
  __init__: ['ppStrain'],
  ppStrain: ['type', PpStrain],
};
