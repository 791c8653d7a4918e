/** Measures plan: measures taken on evaluation nodes and questions of a survey. */
import {
  createdAtAttribute,
  optionalString,
  requiredNumber,
  requiredString,
  tenantEntity,
  tenantSecondaryIndex,
} from './common.js';

/**
 * A measure of a client, in the tenant partition (read by id alone for edits). The index by survey
 * (gsi1, keyed by client and survey) lists a survey's measures with one Query and lets a deleted
 * survey take its measures along; the client's whole plan is a Query of the tenant partition by
 * the `MEASURE#` prefix. `overdueNotifiedAt` is set once, conditionally, when the owner is mailed.
 */
export const measureSchema = tenantEntity(
  'measure',
  'MEASURE#${measureId}',
  {
    measureId: requiredString,
    surveyId: requiredString,
    nodeId: optionalString,
    questionId: optionalString,
    targetName: { type: 'string', required: true, default: '' },
    title: requiredString,
    description: { type: 'string', required: true, default: '' },
    responsibleUserId: requiredString,
    dueDate: requiredString,
    status: requiredString,
    round: requiredNumber,
    createdBy: requiredString,
    createdAt: createdAtAttribute,
    updatedAt: requiredString,
    overdueNotifiedAt: optionalString,
  },
  {
    bySurvey: tenantSecondaryIndex('gsi1', 'MEASURES', 'surveyId', {
      composite: ['measureId'],
      template: 'MEASURE#${measureId}',
    }),
  },
);
