import { describe, expect, it } from 'vitest';
import {
  evaluationPointRefusal,
  finishRefusal,
  SURVEY_LIFECYCLE_MESSAGES as M,
  resendRefusal,
  type SurveyLifecycleFacts,
} from './lifecycle.js';

const answered: SurveyLifecycleFacts = {
  module: 'Module_One',
  state: 'ANSWERED',
  sendToCount: 3,
  answeredCount: 2,
  runningJob: null,
};

/** One test per row (name, facts, message): `refusal(facts)` is the message; null means allowed. */
function itGives(
  refusal: (facts: SurveyLifecycleFacts) => string | null,
  rows: readonly (readonly [string, SurveyLifecycleFacts, string | null])[],
): void {
  it.each(rows)('%s', (_name, facts, expected) => {
    expect(refusal(facts)).toBe(expected);
  });
}

describe('finishRefusal', () => {
  itGives(finishRefusal, [
    ['ANSWERED without a job', answered, null],
    ['SEND', { ...answered, state: 'SEND' }, M.finishOnlyAnswered],
    ['CREATED', { ...answered, state: 'CREATED' }, M.finishOnlyAnswered],
    ['FINISHED', { ...answered, state: 'FINISHED' }, M.finishOnlyAnswered],
    ['while finishing', { ...answered, runningJob: 'FINISH' }, M.finishing],
    ['while a point is created', { ...answered, runningJob: 'EVALUATION' }, M.evaluationRunning],
  ]);
});

describe('resendRefusal', () => {
  itGives(resendRefusal, [
    ['module 1, sent and answered', answered, null],
    ['STRESS_MODULE, finished', { ...answered, module: 'STRESS_MODULE', state: 'FINISHED' }, null],
    ['custom survey (NONE)', { ...answered, module: 'NONE' }, M.resendNotPossible],
    ['process survey (Module_Four)', { ...answered, module: 'Module_Four' }, M.resendNotPossible],
    ['never sent', { ...answered, sendToCount: 0 }, M.resendNeedsAnswers],
    ['no answers', { ...answered, answeredCount: 0 }, M.resendNeedsAnswers],
    ['while finishing', { ...answered, runningJob: 'FINISH' }, M.finishing],
  ]);
});

describe('evaluationPointRefusal', () => {
  itGives(evaluationPointRefusal, [
    ['with answers', answered, null],
    ['without answers', { ...answered, answeredCount: 0 }, M.noAnswers],
    ['while a point is created', { ...answered, runningJob: 'EVALUATION' }, M.evaluationRunning],
  ]);
});
