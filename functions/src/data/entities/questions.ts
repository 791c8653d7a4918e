/** Questions: questions to colleagues on model elements and their answers. */
import {
  entitySchema,
  optionalString,
  requiredNumber,
  requiredString,
  tenantSecondaryIndex,
} from './common.js';
import { modelRecordsIndex } from './models.js';

/**
 * A question on one element of a model, in the model's partition (listed per element, deleted with
 * the model). `questionId` sorts by time (see domain/questions), so the index by assignee (gsi2)
 * answers "my questions, newest first" with one Query, and gsi1 finds a question by its id alone
 * (the answer route knows nothing else) — both keys start with the tenant.
 */
export const questionSchema = entitySchema(
  'question',
  {
    clientId: requiredNumber,
    uuid: requiredString,
    elementId: requiredString,
    questionId: requiredString,
    questionText: requiredString,
    assignee: requiredString,
    askedById: requiredString,
    createdDate: requiredString,
    questionAnswer: optionalString,
    answeredDate: optionalString,
  },
  {
    byModel: modelRecordsIndex(['elementId', 'questionId'], 'QUESTION#${elementId}#${questionId}'),
    byId: tenantSecondaryIndex('gsi1', 'Q', 'questionId', { composite: [], template: 'QUESTION' }),
    byAssignee: tenantSecondaryIndex('gsi2', 'ASSIGNEE', 'assignee', {
      composite: ['questionId'],
      template: 'Q#${questionId}',
    }),
  },
);
