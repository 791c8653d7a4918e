/** Checklists of the innovation processes. */
import {
  createdAtAttribute,
  optionalString,
  requiredNumber,
  requiredString,
  tenantEntity,
} from './common.js';

/**
 * A checklist of a client, in the tenant partition; the overview is one Query of the partition by
 * the `CHECKLIST#` prefix (without `listSchema`). `currentStep` / `currentStepState` are derived
 * from the answers whenever the list is written (shared/src/checklists/progress.ts), so the
 * overview never recomputes them. `version` grows by one with every write; saves are conditional
 * on the version they loaded. A connected survey's id is absent while none is connected.
 */
export const checklistSchema = tenantEntity('checklist', 'CHECKLIST#${checklistId}', {
  checklistId: requiredString,
  name: requiredString,
  description: { type: 'string', required: true, default: '' },
  creator: requiredString,
  creatorName: requiredString,
  createdDate: createdAtAttribute,
  updatedAt: requiredString,
  currentStep: requiredNumber,
  currentStepState: requiredNumber,
  mod1SurveyId: optionalString,
  mod2SurveyId: optionalString,
  skipStep4: { type: 'boolean', required: true, default: false },
  /** JSON text: index 0 null, then the five steps with their answers (at most 200 000 characters). */
  listSchema: requiredString,
  version: requiredNumber,
});
