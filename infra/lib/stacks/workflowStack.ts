import { join } from 'node:path';
import { ENV_VARIABLES } from '@prozesspuls/functions/config/env';
import { dailyCron, RETENTION_RUN, SCHEDULE_RETRY_POLICY } from '@prozesspuls/functions/config/schedules';
import {
  STATE_MACHINES,
  TASK_MODULES,
  type TaskModule,
  taskArnVariable,
} from '@prozesspuls/functions/tasks/registry';
import {
  ArnFormat,
  CfnParameter,
  Duration,
  NestedStack,
  type NestedStackProps,
  RemovalPolicy,
} from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type CfnFunction,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import type { HandlerBundles } from '../bundling/handlerBundles.js';
import { POWERTOOLS_SERVICE_NAME } from '../constructs/apiFunction.js';
import { acknowledge, type NagAcknowledgment } from '../nag.js';
import { REPO_ROOT } from '../paths.js';
import { TABLE_INDEXES } from './dataStack.js';

/** The ASL files both CDK and the local cloud (infra/local/workflows) run. */
export const STATE_MACHINE_DIR = join(REPO_ROOT, 'infra', 'state-machines');

/** Where the task modules live (`<module>.ts`, registry in functions/src/tasks/registry.ts). */
export const TASK_SOURCE_DIR = join(REPO_ROOT, 'functions', 'src', 'tasks');

type StateMachineKey = keyof typeof STATE_MACHINES;

/** The nested stack's parameter: the documents bucket (so findings and grants name it plainly). */
export const DOCUMENTS_BUCKET_ARN_PARAMETER = 'DocumentsBucketArn';
/** The same for the BPMN history bucket (the tenant deletion empties a tenant's prefix in it). */
export const HISTORY_BUCKET_ARN_PARAMETER = 'HistoryBucketArn';

export interface WorkflowStackProps extends NestedStackProps {
  readonly taskBundles: HandlerBundles;
  readonly table: ITable;
  readonly documentsBucketName: string;
  readonly historyBucketName: string;
  /** The user pool whose accounts the tenant deletion removes (people of no other tenant). */
  readonly userPoolId: string;
  readonly userPoolArn: string;
  /** Unique per deployment: the schedule group (≤ 64 characters). */
  readonly scheduleGroupName: string;
  /** Log groups are named `<logGroupPrefix>/tasks/<module>`. */
  readonly logGroupPrefix: string;
  readonly mailFrom: string;
  /** SES identities the sender address may be verified as (address and domain). */
  readonly mailIdentityArns: readonly string[];
  readonly appUrl: string;
}

/**
 * The survey lifecycle: one Lambda per task of functions/src/tasks, the *survey
 * finish* and *evaluation point* state machines from their ASL files (DefinitionBody.fromFile,
 * task ARNs by definitionSubstitutions), and the EventBridge Scheduler group with the role its
 * one-time schedules (deadline → survey finish, reminder → reminder task) run as.
 */
export class WorkflowStack extends NestedStack {
  readonly stateMachines: Readonly<Record<StateMachineKey, StateMachine>>;
  readonly tasks: ReadonlyMap<TaskModule, LambdaFunction>;
  readonly scheduleGroupName: string;
  readonly schedulerRole: Role;
  /** Where every schedule's event goes that failed after its retries; its depth alarms. */
  readonly scheduleDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);
    this.scheduleGroupName = props.scheduleGroupName;
    const documentsBucketArn = new CfnParameter(this, DOCUMENTS_BUCKET_ARN_PARAMETER, { type: 'String' })
      .valueAsString;
    const historyBucketArn = new CfnParameter(this, HISTORY_BUCKET_ARN_PARAMETER, { type: 'String' })
      .valueAsString;
    const group = new CfnScheduleGroup(this, 'ScheduleGroup', { name: this.scheduleGroupName });

    const taskRole = new Role(this, 'TaskRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'ProzessPuls survey lifecycle tasks',
    });
    const allow = (role: IRole, actions: string[], resources: string[]) =>
      role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources }));
    allow(
      taskRole,
      [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        // The retention run deletes a round's free texts and recipient records in batches.
        'dynamodb:BatchWriteItem',
        'dynamodb:Query',
      ],
      [props.table.tableArn, ...TABLE_INDEXES.map((name) => `${props.table.tableArn}/index/${name}`)],
    );
    allow(taskRole, ['dynamodb:ConditionCheckItem'], [props.table.tableArn]);
    allow(taskRole, ['s3:GetObject'], [`${documentsBucketArn}/*`]);
    // The tenant deletion empties the tenant's prefix in both buckets, every version included,
    // and deletes the accounts of people who belong to no other tenant.
    allow(taskRole, ['s3:ListBucket', 's3:ListBucketVersions'], [documentsBucketArn, historyBucketArn]);
    allow(
      taskRole,
      ['s3:DeleteObject', 's3:DeleteObjectVersion'],
      [`${documentsBucketArn}/*`, `${historyBucketArn}/*`],
    );
    allow(taskRole, ['cognito-idp:AdminDeleteUser'], [props.userPoolArn]);
    allow(taskRole, ['ses:SendEmail'], [...props.mailIdentityArns]);
    const scheduleArns = this.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.scheduleGroupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    // Finishing removes the survey's deadline and reminder schedules; the tenant deletion lists
    // and removes every schedule of the tenant.
    allow(taskRole, ['scheduler:DeleteSchedule'], [scheduleArns]);
    allow(taskRole, ['scheduler:ListSchedules'], ['*']);

    const code = Code.fromAsset(props.taskBundles.directory);
    const environment = {
      [ENV_VARIABLES.tableName]: props.table.tableName,
      [ENV_VARIABLES.documentsBucket]: props.documentsBucketName,
      [ENV_VARIABLES.historyBucket]: props.historyBucketName,
      [ENV_VARIABLES.userPoolId]: props.userPoolId,
      [ENV_VARIABLES.mailFrom]: props.mailFrom,
      [ENV_VARIABLES.appUrl]: props.appUrl,
      [ENV_VARIABLES.scheduleGroup]: this.scheduleGroupName,
      POWERTOOLS_SERVICE_NAME,
      NODE_OPTIONS: '--enable-source-maps',
    };
    const tasks = new Map<TaskModule, LambdaFunction>();
    for (const module of TASK_MODULES) {
      const handler = props.taskBundles.handlers.get(module);
      if (!handler) throw new Error(`task module ${module} is not bundled`);
      const logGroup = new LogGroup(this, `${module}Logs`, {
        logGroupName: `${props.logGroupPrefix}/tasks/${module}`,
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      logGroup.grantWrite(taskRole);
      const fn = new LambdaFunction(this, `${module}Task`, {
        description: `Survey lifecycle task ${module}`,
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        memorySize: 512,
        // The retention run goes through every client's surveys and the tenant deletion through a
        // whole tenant; the lifecycle tasks are short.
        timeout:
          module === 'retentionSweep' || module === 'tenantDeletion'
            ? Duration.minutes(15)
            : Duration.seconds(30),
        handler,
        code,
        role: taskRole,
        environment,
        tracing: Tracing.ACTIVE,
        logGroup,
        loggingFormat: LoggingFormat.JSON,
      });
      acknowledge(fn, {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x on purpose, like the route Lambdas: the Node.js major version of .nvmrc that the local cloud and CI run.',
      });
      tasks.set(module, fn);
    }
    this.tasks = tasks;

    const machine = (key: StateMachineKey): StateMachine => {
      const spec = STATE_MACHINES[key];
      const logGroup = new LogGroup(this, `${key}Logs`, {
        logGroupName: `/aws/vendedlogs/states${props.logGroupPrefix}-${key}`,
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const stateMachine = new StateMachine(this, `${key}StateMachine`, {
        definitionBody: DefinitionBody.fromFile(join(STATE_MACHINE_DIR, spec.file)),
        definitionSubstitutions: Object.fromEntries(
          spec.tasks.map((module) => [taskArnVariable(module), this.taskFunction(module).functionArn]),
        ),
        tracingEnabled: true,
        logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
        timeout: Duration.minutes(30),
      });
      for (const module of spec.tasks) {
        const fn = this.taskFunction(module);
        fn.grantInvoke(stateMachine);
        acknowledge(stateMachine, {
          id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>:*]`,
          reason: 'CDK grantInvoke: the task function and its versions, nothing else.',
        });
      }
      acknowledge(stateMachine, {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Step Functions logging and X-Ray: logs:*LogDelivery* and xray:Put* support no resource-level permissions.',
      });
      return stateMachine;
    };
    this.stateMachines = {
      surveyFinish: machine('surveyFinish'),
      evaluationPoint: machine('evaluationPoint'),
    };

    // The schedules' role: start *survey finish* (deadline) and invoke the reminder task, nothing more.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'ProzessPuls survey schedules: deadline finish and reminder',
    });
    allow(this.schedulerRole, ['states:StartExecution'], [this.stateMachines.surveyFinish.stateMachineArn]);
    allow(
      this.schedulerRole,
      ['lambda:InvokeFunction'],
      [
        this.taskFunction('surveyReminder').functionArn,
        this.taskFunction('measureOverdue').functionArn,
        this.taskFunction('riskStepOverdue').functionArn,
        this.taskFunction('retentionSweep').functionArn,
        this.taskFunction('tenantDeletion').functionArn,
      ],
    );
    this.schedulerRole.node.addDependency(group);

    // Every schedule (deadline, reminder, measure and step overdue, retention) retries 3 times
    // within an hour, then leaves its event here for 14 days: a deadline that never finished a
    // survey is found and replayed by hand instead of lost.
    this.scheduleDeadLetters = new Queue(this, 'ScheduleDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(this.scheduleDeadLetters, {
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is the dead-letter queue of the EventBridge schedules; nothing consumes it automatically.',
    });
    allow(this.schedulerRole, ['sqs:SendMessage'], [this.scheduleDeadLetters.queueArn]);

    // Retention (DSGVO): every night the run deletes free texts and mail records past each
    // client's period; the one recurring schedule of the group, made here and never by a route.
    const retention = new CfnSchedule(this, 'RetentionSchedule', {
      groupName: this.scheduleGroupName,
      description: 'ProzessPuls: Aufbewahrungsfrist für Freitexte und Versandprotokolle',
      scheduleExpression: dailyCron(RETENTION_RUN),
      scheduleExpressionTimezone: RETENTION_RUN.timeZone,
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: this.taskFunction('retentionSweep').functionArn,
        roleArn: this.schedulerRole.roleArn,
        retryPolicy: {
          maximumRetryAttempts: SCHEDULE_RETRY_POLICY.MaximumRetryAttempts,
          maximumEventAgeInSeconds: SCHEDULE_RETRY_POLICY.MaximumEventAgeInSeconds,
        },
        deadLetterConfig: { arn: this.scheduleDeadLetters.queueArn },
      },
    });
    retention.node.addDependency(group);

    acknowledge(
      taskRole,
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and scheduler:ListSchedules (the tenant deletion finds the tenant’s schedules) support no resource-level permissions.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${DOCUMENTS_BUCKET_ARN_PARAMETER}>/*]`,
        reason:
          'Survey schemas are read under keys created at run time; the tenant deletion deletes a tenant’s objects, whose keys only the run knows.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${HISTORY_BUCKET_ARN_PARAMETER}>/*]`,
        reason: 'The tenant deletion deletes the tenant’s BPMN versions, whose keys only the run knows.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.scheduleGroupName}/*]`,
        reason: 'Schedules are named per survey at run time; delete only, in this deployment’s group only.',
      },
    );
  }

  taskFunction(module: TaskModule): LambdaFunction {
    const fn = this.tasks.get(module);
    if (!fn) throw new Error(`no task function ${module}`);
    return fn;
  }

  /** Settings the survey and evaluation route handlers need to start jobs and schedules. */
  routeEnvironment(): Record<string, string> {
    return {
      [ENV_VARIABLES.surveyFinishStateMachineArn]: this.stateMachines.surveyFinish.stateMachineArn,
      [ENV_VARIABLES.evaluationPointStateMachineArn]: this.stateMachines.evaluationPoint.stateMachineArn,
      [ENV_VARIABLES.scheduleGroup]: this.scheduleGroupName,
      [ENV_VARIABLES.schedulerRoleArn]: this.schedulerRole.roleArn,
      [ENV_VARIABLES.scheduleDeadLetterQueueArn]: this.scheduleDeadLetters.queueArn,
      [ENV_VARIABLES.reminderFunctionArn]: this.taskFunction('surveyReminder').functionArn,
      [ENV_VARIABLES.measureOverdueFunctionArn]: this.taskFunction('measureOverdue').functionArn,
      [ENV_VARIABLES.riskStepOverdueFunctionArn]: this.taskFunction('riskStepOverdue').functionArn,
      [ENV_VARIABLES.tenantDeletionFunctionArn]: this.taskFunction('tenantDeletion').functionArn,
    };
  }

  /** The cdk-nag findings routeStatements() cause on a route role, with their reasons. */
  routeAcknowledgments(): NagAcknowledgment[] {
    return [
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.scheduleGroupName}/*]`,
        reason:
          'Deadline and reminder schedules are named per survey at run time, only in this deployment’s group.',
      },
    ];
  }

  /** What a route handler role needs to start the machines and create, move or remove schedules. */
  routeStatements(): PolicyStatement[] {
    const scheduleArns = this.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.scheduleGroupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    return [
      new PolicyStatement({
        actions: ['states:StartExecution'],
        resources: Object.values(this.stateMachines).map((m) => m.stateMachineArn),
      }),
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [scheduleArns],
      }),
      new PolicyStatement({ actions: ['iam:PassRole'], resources: [this.schedulerRole.roleArn] }),
    ];
  }
}
