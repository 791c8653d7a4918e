import { recordJobFailure } from '../domain/surveys/lifecycleTasks.js';
import { type JobTaskPayload, jobOf } from './jobPayload.js';

/** The Catch of both machines: the survey shows the failed job and may be retried. */
export const handler = async (payload: JobTaskPayload) => {
  await recordJobFailure(payload.input, jobOf(payload), payload.error?.Error);
  return { recorded: true };
};
