import type { Checklist, ChecklistSummary } from '@prozesspuls/shared';
import { type ChecklistStep, UNCONNECTED_SURVEY_ID } from '@prozesspuls/shared/checklists';
import { type ChecklistRecord, SUMMARY_ATTRIBUTES } from '../../data/repositories/checklists.js';
import { pick } from '../pick.js';

export type { ChecklistRecord };

type SummaryRecord = Pick<ChecklistRecord, (typeof SUMMARY_ATTRIBUTES)[number]>;

/** The overview's attributes as the client sees them: the id and the survey links renamed, the rest as stored. */
export function toSummary(record: SummaryRecord): ChecklistSummary {
  const { checklistId, mod1SurveyId, mod2SurveyId, ...shown } = pick(record, SUMMARY_ATTRIBUTES);
  return {
    id: checklistId,
    ...shown,
    mod1surveyId: mod1SurveyId ?? UNCONNECTED_SURVEY_ID,
    mod2surveyId: mod2SurveyId ?? UNCONNECTED_SURVEY_ID,
  };
}

export function toChecklist(record: ChecklistRecord): Checklist {
  return { ...toSummary(record), listSchema: record.listSchema, version: record.version };
}

/** The stored list as JSON text: index 0 empty, then the steps. */
export const listText = (steps: readonly ChecklistStep[]) => JSON.stringify([null, ...steps]);

/** The steps of a stored list (written by this service, so trusted). */
export function storedSteps(record: Pick<ChecklistRecord, 'listSchema'>): ChecklistStep[] {
  const list = JSON.parse(record.listSchema) as unknown[];
  return list.slice(1) as ChecklistStep[];
}
