import { completeJob } from '../domain/surveys/lifecycleTasks.js';
import { type JobTaskPayload, jobOf } from './jobPayload.js';

/** Ends a job on the survey (FINISH: state FINISHED) and releases its claim. */
export const handler = async (payload: JobTaskPayload) => {
  await completeJob(payload.input, jobOf(payload));
  return { completed: true };
};
