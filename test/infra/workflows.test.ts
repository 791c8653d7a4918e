import { join } from 'node:path';
import { STATE_MACHINES, TASK_MODULES } from '@prozesspuls/functions/tasks/registry';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers } from '../../infra/lib/bundling/handlerBundles.js';
import { acknowledge } from '../../infra/lib/nag.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import {
  DOCUMENTS_BUCKET_ARN_PARAMETER,
  HISTORY_BUCKET_ARN_PARAMETER,
  TASK_SOURCE_DIR,
  WorkflowStack,
} from '../../infra/lib/stacks/workflowStack.js';

let stack: WorkflowStack;
let template: Template;
let nagMessages: string[];

beforeAll(async () => {
  const app = new App();
  const data = new Stack(app, 'Data');
  const table = new Table(data, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  const bucket = new Bucket(data, 'Documents', { enforceSSL: true });
  const history = new Bucket(data, 'History', { enforceSSL: true });
  acknowledge(data, { id: 'AwsSolutions-S1', reason: 'Stand-in bucket of this test.' });
  acknowledge(data, { id: 'AwsSolutions-DDB3', reason: 'Stand-in table of this test.' });
  const taskBundles = await bundleHandlers({
    modules: [...TASK_MODULES],
    outdir: join(REPO_ROOT, 'infra', 'build', 'test-tasks'),
    sourceDir: TASK_SOURCE_DIR,
  });
  const parent = new Stack(app, 'Parent');
  stack = new WorkflowStack(parent, 'Workflows', {
    taskBundles,
    table,
    documentsBucketName: bucket.bucketName,
    historyBucketName: history.bucketName,
    userPoolId: 'eu-central-1_test',
    userPoolArn: 'arn:aws:cognito-idp:eu-central-1:123456789012:userpool/eu-central-1_test',
    scheduleGroupName: 'prozesspuls-test-surveys',
    logGroupPrefix: '/prozesspuls-test',
    parameters: {
      [DOCUMENTS_BUCKET_ARN_PARAMETER]: bucket.bucketArn,
      [HISTORY_BUCKET_ARN_PARAMETER]: history.bucketArn,
    },
    mailFrom: 'noreply@example.com',
    mailIdentityArns: ['arn:aws:ses:eu-central-1:123456789012:identity/example.com'],
    appUrl: 'https://app.example.com',
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  nagMessages = [];
  try {
    app.synth();
  } catch (error) {
    nagMessages.push(String(error));
  }
  template = Template.fromStack(stack);
}, 120_000);

describe('survey lifecycle state machines', () => {
  it('deploys one state machine per ASL file, with every task ARN substituted', () => {
    const machines = template.findResources('AWS::StepFunctions::StateMachine');
    expect(Object.keys(machines)).toHaveLength(Object.keys(STATE_MACHINES).length);
    for (const machine of Object.values(machines)) {
      const properties = machine.Properties as Record<string, unknown>;
      expect(properties.DefinitionS3Location).toBeDefined();
      const substitutions = properties.DefinitionSubstitutions as Record<string, unknown>;
      expect(Object.keys(substitutions).every((name) => name.endsWith('FunctionArn'))).toBe(true);
    }
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      DefinitionSubstitutions: Match.objectLike({
        surveyFinishBeginFunctionArn: Match.anyValue(),
        surveyFinishMailCreatorFunctionArn: Match.anyValue(),
      }),
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL' }),
    });
  });

  it('gives each state machine role only lambda:InvokeFunction on its own tasks', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('StateMachineRole'),
    );
    expect(policies.length).toBe(2);
    for (const policy of policies) {
      const statements = (policy.Properties as { PolicyDocument: { Statement: { Action: unknown }[] } })
        .PolicyDocument.Statement;
      const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
      expect(actions.filter((a) => String(a).startsWith('lambda:'))).toEqual(
        expect.arrayContaining(['lambda:InvokeFunction']),
      );
      expect(actions.some((a) => String(a).startsWith('dynamodb:') || String(a).startsWith('s3:'))).toBe(
        false,
      );
    }
  });

  it('runs one Lambda per task on nodejs22.x with tracing', () => {
    template.resourceCountIs('AWS::Lambda::Function', TASK_MODULES.length);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      TracingConfig: { Mode: 'Active' },
    });
  });
});

describe('deadline and reminder schedules', () => {
  it('has a schedule group and a role the scheduler assumes to start survey finish and the reminder only', () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      }),
    });
    const schedulerPolicy = Object.values(template.findResources('AWS::IAM::Policy')).find((policy) =>
      JSON.stringify(policy).includes('SchedulerRole'),
    );
    if (!schedulerPolicy) throw new Error('no policy of the scheduler role');
    const statements = (schedulerPolicy.Properties as { PolicyDocument: { Statement: { Action: string }[] } })
      .PolicyDocument.Statement;
    expect(statements.map((s) => s.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'sqs:SendMessage',
      'states:StartExecution',
    ]);
    // Invoked by schedules: the reminder mail, a measure's overdue check, a risk assessment
    // step's overdue reminder, the nightly retention run and a tenant's deletion, no other task.
    const invoke = statements.find((s) => s.Action === 'lambda:InvokeFunction') as
      | { Resource: unknown[] }
      | undefined;
    expect(invoke?.Resource).toHaveLength(5);
    expect(JSON.stringify(invoke?.Resource)).toMatch(/tenantDeletionTask/);
    expect(JSON.stringify(invoke?.Resource)).toMatch(/retentionSweepTask/);
    expect(JSON.stringify(invoke?.Resource)).toMatch(/surveyReminderTask/);
    expect(JSON.stringify(invoke?.Resource)).toMatch(/measureOverdueTask/);
    expect(JSON.stringify(invoke?.Resource)).toMatch(/riskStepOverdueTask/);
  });

  it('runs the retention task every night by one recurring schedule of the group, as the scheduler role', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 1);
    const [schedule] = Object.values(template.findResources('AWS::Scheduler::Schedule'));
    const text = JSON.stringify(schedule);
    expect(text).toMatch(/cron\(30 2 \* \* \? \*\)/);
    expect(text).toMatch(/retentionSweepTask/);
    expect(text).toMatch(/SchedulerRole/);
  });

  it('hands an event that failed after 3 retries within an hour to an encrypted dead-letter queue kept 14 days', () => {
    template.resourceCountIs('AWS::SQS::Queue', 1);
    const [queueId, queue] = Object.entries(template.findResources('AWS::SQS::Queue'))[0] ?? [];
    expect(queue?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
    // The recurring retention schedule, made in CDK…
    const [schedule] = Object.values(template.findResources('AWS::Scheduler::Schedule'));
    const target = (schedule?.Properties as { Target?: Record<string, unknown> } | undefined)?.Target ?? {};
    expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 });
    expect(target.DeadLetterConfig).toEqual({ Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
    // …and the one-time schedules the handlers make (adapters/scheduler.ts) name the same queue.
    expect(stack.resolve(stack.routeEnvironment().SCHEDULE_DEAD_LETTER_QUEUE_ARN)).toEqual({
      'Fn::GetAtt': [queueId, 'Arn'],
    });
  });

  it('lets route handlers start the machines, manage schedules of the group and pass only the scheduler role', () => {
    const actions = stack.routeStatements().flatMap((statement) => statement.actions);
    expect(actions.sort()).toEqual([
      'iam:PassRole',
      'scheduler:CreateSchedule',
      'scheduler:DeleteSchedule',
      'scheduler:UpdateSchedule',
      'states:StartExecution',
    ]);
    expect(Object.keys(stack.routeEnvironment()).sort()).toEqual([
      'EVALUATION_POINT_STATE_MACHINE_ARN',
      'MEASURE_OVERDUE_FUNCTION_ARN',
      'REMINDER_FUNCTION_ARN',
      'RISK_STEP_OVERDUE_FUNCTION_ARN',
      'SCHEDULER_ROLE_ARN',
      'SCHEDULE_DEAD_LETTER_QUEUE_ARN',
      'SCHEDULE_GROUP',
      'SURVEY_FINISH_STATE_MACHINE_ARN',
      'TENANT_DELETION_FUNCTION_ARN',
    ]);
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged in the workflow stack', () => {
    expect(nagMessages).toEqual([]);
  });
});
