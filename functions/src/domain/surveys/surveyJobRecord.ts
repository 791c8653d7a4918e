import {
  asSurveyJob,
  PX_MODULES,
  type PxModule,
  SURVEY_MESSAGES,
  SURVEY_STATES,
  type SurveyLifecycleFacts,
  type SurveyState,
} from '@prozesspuls/shared/px';
import { loadSurvey, type SurveyItem } from '../../data/repositories/surveyRecords.js';
import { NotFound } from '../errors.js';

/** The survey item as the lifecycle reads it (tenant from the caller or the job input). */
export type SurveyRecord = SurveyItem;

export async function requireSurveyRecord(clientId: number, surveyId: string): Promise<SurveyRecord> {
  const record = await loadSurvey(clientId, surveyId);
  if (!record) throw new NotFound(SURVEY_MESSAGES.notFound);
  return record;
}

const asModule = (value: string): PxModule => PX_MODULES.find((module) => module === value) ?? 'NONE';
const asState = (value: string): SurveyState => SURVEY_STATES.find((state) => state === value) ?? 'CREATED';

/** What the lifecycle rules (shared/src/px/survey/lifecycle.ts) decide on. */
export function lifecycleFacts(record: SurveyRecord): SurveyLifecycleFacts {
  return {
    module: asModule(record.module),
    state: asState(record.state),
    sendToCount: record.sendToCount,
    answeredCount: record.answeredCount,
    runningJob: asSurveyJob(record.job),
  };
}

/** The survey's current round (items written before rounds existed have none: round 1). */
export const currentRound = (record: SurveyRecord): number => record.round ?? 1;
