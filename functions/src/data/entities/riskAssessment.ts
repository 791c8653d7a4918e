/** Psychological risk assessments along the processes (GDA). */
import {
  createdAtAttribute,
  optionalNumber,
  optionalString,
  requiredNumber,
  requiredString,
  requiredStrings,
  tenantEntity,
} from './common.js';

/**
 * A risk assessment of a client, in the tenant partition; the overview is one Query by the
 * `RISKASSESSMENT#` prefix. Steps, picked elements, linked surveys, judgements, measures and
 * report versions are one JSON document (`document`, bounded far below the item limit by the
 * contract's maxima), so every change is ONE write conditional on `version`: two racing changes
 * never lose one another (the loser re-reads and applies its change again).
 */
export const riskAssessmentSchema = tenantEntity('riskAssessment', 'RISKASSESSMENT#${assessmentId}', {
  ...requiredStrings('assessmentId', 'title'),
  scope: { type: 'string', required: true, default: '' },
  createdBy: requiredString,
  createdAt: createdAtAttribute,
  updatedAt: requiredString,
  /** The first step that is not closed, kept for the overview. */
  currentStep: requiredNumber,
  modelName: optionalString,
  /** The model the activities were picked from, kept for the overview (the modeller's 'Belastung' picker). */
  modelUuid: optionalString,
  nextReviewDate: optionalString,
  /** JSON: steps, model reference, elements, surveys, judgements, measures, reports. */
  document: requiredString,
  version: requiredNumber,
  /** Report versions made so far (the next PDF is number + 1). */
  reportCount: optionalNumber,
});

/**
 * One entry of an assessment's history ("who changed what"), written in the same transaction as
 * the change it records. Sorted by time within the assessment.
 */
export const riskAssessmentHistorySchema = tenantEntity(
  'riskAssessmentHistory',
  'RISKHISTORY#${assessmentId}#${at}#${entryId}',
  requiredStrings('assessmentId', 'at', 'entryId', 'userId', 'change'),
);
