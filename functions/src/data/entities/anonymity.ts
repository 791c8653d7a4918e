/** The client's anonymity thresholds for evaluations. */
import { requiredNumber, tenantEntity } from './common.js';

/**
 * One item per client (`T#<clientId>` / `ANONYMITY`), absent until an administrator raises a
 * threshold (then the defaults 5 and 10 of shared px/evaluation/anonymity.ts apply). Written only
 * upward, under a condition (data/repositories/anonymitySettings.ts).
 */
export const anonymitySettingsSchema = tenantEntity('anonymitySettings', 'ANONYMITY', {
  anonymityThreshold: requiredNumber,
  freeTextThreshold: requiredNumber,
});
