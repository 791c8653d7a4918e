import { asSurveyJob, type SurveyJob } from '@prozesspuls/shared/px';
import type { SurveyJobInput } from './inputs.js';

/** What a state machine hands the shared job tasks: the job, the execution input, a caught error. */
export interface JobTaskPayload {
  readonly job: string;
  readonly input: SurveyJobInput;
  readonly error?: { readonly Error?: string; readonly Cause?: string };
}

export function jobOf(payload: JobTaskPayload): SurveyJob {
  const job = asSurveyJob(payload.job);
  if (!job) throw new Error(`unknown survey job ${payload.job}`);
  return job;
}
