import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { type OptionalSetting, optionalSetting } from '../config/env.js';
import type { SurveyJobInput } from '../tasks/inputs.js';
import { traced } from './observability.js';

/**
 * Starts the survey lifecycle state machines. On AWS the SFN API; the local cloud
 * serves the same StartExecution call (AWS_ENDPOINT_URL_SFN) and runs the same ASL files with
 * aws-local-stepfunctions (infra/local/workflows), so the functions do not know the difference.
 */
export type StateMachineName = 'surveyFinish' | 'evaluationPoint';

const ARN_SETTINGS: Readonly<Record<StateMachineName, OptionalSetting>> = {
  surveyFinish: 'surveyFinishStateMachineArn',
  evaluationPoint: 'evaluationPointStateMachineArn',
};

let client: SFNClient | undefined;
const sfn = () => {
  client ??= traced(new SFNClient({}));
  return client;
};

export function stateMachineArn(machine: StateMachineName): string {
  const arn = optionalSetting(ARN_SETTINGS[machine]);
  if (!arn) throw new Error(`state machine ${machine} is not configured`);
  return arn;
}

/**
 * Starts one execution named by the job's timestampId: starting the same job twice starts it
 * once ('alreadyStarted').
 */
export async function startSurveyJob(
  machine: StateMachineName,
  input: SurveyJobInput,
): Promise<'started' | 'alreadyStarted'> {
  try {
    await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: stateMachineArn(machine),
        name: input.timestampId,
        input: JSON.stringify(input),
      }),
    );
    return 'started';
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists) return 'alreadyStarted';
    throw error;
  }
}
