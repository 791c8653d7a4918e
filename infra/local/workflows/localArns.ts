import {
  STATE_MACHINES,
  TASK_MODULES,
  type TaskModule,
  taskArnVariable,
} from '@prozesspuls/functions/tasks/registry';

/** Names the local cloud gives the state machines and task functions (account 000000000000). */
const ACCOUNT = '000000000000';
const PREFIX = 'prozesspuls-local-';

export type StateMachineKey = keyof typeof STATE_MACHINES;

export const localStateMachineArn = (region: string, machine: StateMachineKey) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:${PREFIX}${machine}`;

export const localFunctionArn = (region: string, module: TaskModule) =>
  `arn:aws:lambda:${region}:${ACCOUNT}:function:${PREFIX}${module}`;

/** The task module a local function ARN names, or undefined. */
export function taskModuleOfArn(arn: string): TaskModule | undefined {
  const name = arn.split(':function:')[1]?.replace(PREFIX, '');
  return TASK_MODULES.find((module) => module === name);
}

export function stateMachineOfArn(region: string, arn: string): StateMachineKey | undefined {
  return (Object.keys(STATE_MACHINES) as StateMachineKey[]).find(
    (machine) => localStateMachineArn(region, machine) === arn,
  );
}

/** The definitionSubstitutions the local cloud applies: every task's ARN variable. */
export function localSubstitutions(region: string): Record<string, string> {
  return Object.fromEntries(
    TASK_MODULES.map((module) => [taskArnVariable(module), localFunctionArn(region, module)]),
  );
}
