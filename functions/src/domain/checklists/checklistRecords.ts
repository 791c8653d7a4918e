import type { Checklist, ChecklistSummary } from '@prozesspuls/shared';
import { type ChecklistStep, UNCONNECTED_SURVEY_ID } from '@prozesspuls/shared/checklists';
import type { ChecklistRecord, SUMMARY_ATTRIBUTES } from '../../data/repositories/checklists.js';

export type { ChecklistRecord };

type SummaryRecord = Pick<ChecklistRecord, (typeof SUMMARY_ATTRIBUTES)[number]>;

export function toSummary(record: SummaryRecord): ChecklistSummary {
  return {
    id: record.checklistId,
    name: record.name,
    description: record.description,
    creator: record.creator,
    creatorName: record.creatorName,
    createdDate: record.createdDate,
    currentStep: record.currentStep,
    currentStepState: record.currentStepState,
    mod1surveyId: record.mod1SurveyId ?? UNCONNECTED_SURVEY_ID,
    mod2surveyId: record.mod2SurveyId ?? UNCONNECTED_SURVEY_ID,
    skipStep4: record.skipStep4,
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
