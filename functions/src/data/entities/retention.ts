/** Retention of survey free texts and mail records (DSGVO): the tenant's period and the deletion log. */
import {
  createdAtAttribute,
  requiredNumber,
  requiredString,
  requiredStrings,
  tenantEntity,
} from './common.js';

/**
 * One item per client (`T#<clientId>` / `RETENTION`), absent until an administrator saves a
 * period (then shared RETENTION_MONTHS_DEFAULT applies).
 */
export const retentionSettingsSchema = tenantEntity('retentionSettings', 'RETENTION', {
  months: requiredNumber,
  updatedBy: requiredString,
});

/**
 * One deletion of a retention run (`RETENTIONLOG#<entryId>`, the id starts with the run's time so
 * the log sorts by it): what kind, how many, which survey round. Never a person or a text.
 */
export const retentionLogSchema = tenantEntity('retentionLog', 'RETENTIONLOG#${entryId}', {
  ...requiredStrings('entryId', 'kind', 'surveyId', 'surveyTitle'),
  count: requiredNumber,
  round: requiredNumber,
  months: requiredNumber,
  ranAt: createdAtAttribute,
});
