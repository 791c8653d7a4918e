import type { SurveySummary } from '@prozesspuls/shared';
import {
  asSurveyJob,
  PX_MODULES,
  type PxModule,
  SURVEY_STATES,
  type SurveyState,
} from '@prozesspuls/shared/px';
import type { SurveyItem } from '../../data/repositories/surveyRecords.js';

// Apart from surveys.ts, so that the routes that only read a survey (the evaluation, the works
// council's approval) do not load what storing one needs, e.g. the start page's HTML sanitiser.

const asModule = (value: string): PxModule => PX_MODULES.find((module) => module === value) ?? 'NONE';
const asState = (value: string): SurveyState => SURVEY_STATES.find((state) => state === value) ?? 'CREATED';

/** A stored survey as the survey lists and screens show it. */
export function toSummary(record: SurveyItem): SurveySummary {
  return {
    id: record.surveyId,
    title: record.title,
    module: asModule(record.module),
    createdDate: record.createdDate,
    createdBy: record.createdByName,
    deadlineDate: record.deadlineDate ?? null,
    finishedDate: record.finishedDate ?? null,
    uuid: record.modelUuid ?? null,
    customTitlePage: record.customTitlePage,
    archived: record.archived,
    info: {
      state: asState(record.state),
      sendToCount: record.sendToCount,
      answeredCount: record.answeredCount,
      evaluationTimestampCount: record.evaluationTimestampCount,
      job: {
        round: record.round ?? 1,
        running: asSurveyJob(record.job),
        failed: asSurveyJob(record.jobFailed),
      },
    },
    approval:
      record.approvedAt === undefined
        ? null
        : { approvedAt: record.approvedAt, approvedBy: record.approvedBy ?? '' },
  };
}
