/**
 * The Lambda task handlers of the survey lifecycle state machines (infra/state-machines/*.asl.json),
 * one module per task below functions/src/tasks. An ASL file names a task's function as
 * `${<module>FunctionArn}`; CDK substitutes the deployed ARN, the local cloud its own.
 */
/** The tasks of the survey finish state machine, in the order it runs them. */
const SURVEY_FINISH_TASKS = [
  'surveyFinishBegin',
  'evaluationPointStore',
  'surveyJobComplete',
  'surveyJobFailed',
  'surveyFinishNotifyIntegration',
  'surveyFinishMailCreator',
] as const;

export const TASK_MODULES = [
  ...SURVEY_FINISH_TASKS,
  'surveyReminder',
  // Not in a state machine: the one-time schedule at a measure's overdue moment invokes it.
  'measureOverdue',
  // The one-time schedule at a risk assessment step's overdue moment invokes it.
  'riskStepOverdue',
  // The recurring daily schedule invokes it: retention of free texts and mail records (DSGVO).
  'retentionSweep',
  // The one-time schedule at the end of a tenant's waiting period invokes it: the tenant's deletion.
  'tenantDeletion',
] as const;
export type TaskModule = (typeof TASK_MODULES)[number];

/** The substitution variable of a task's function ARN in the ASL files. */
export const taskArnVariable = (module: TaskModule) => `${module}FunctionArn`;

/** The state machines, their ASL file below infra/state-machines and the tasks they invoke. */
export const STATE_MACHINES = {
  surveyFinish: {
    file: 'surveyFinish.asl.json',
    tasks: SURVEY_FINISH_TASKS,
  },
  evaluationPoint: {
    file: 'evaluationPoint.asl.json',
    tasks: ['evaluationPointStore', 'surveyJobComplete', 'surveyJobFailed'],
  },
} as const satisfies Record<string, { file: string; tasks: readonly TaskModule[] }>;
