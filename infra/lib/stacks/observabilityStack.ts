import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  /** The survey lifecycle state machines, by name. */
  readonly stateMachines: Readonly<Record<string, IStateMachine>>;
  /** Dead-letter queues (the schedules' one), by name: any message in one is an event lost so far. */
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  /** Where alarm notifications are mailed; without it the topic has no subscriber yet. */
  readonly alarmMail?: string;
}

/** The thresholds of the alarms, named so the operator guide and the tests read the same numbers. */
export const ALARM_THRESHOLDS = {
  /** Share of API answers that are 5xx, in percent, over 5 minutes… */
  serverErrorPercent: 1,
  /** …counted only once the API answered at least this many requests in those 5 minutes. */
  serverErrorMinimumRequests: 20,
  /** Failed invocations of any function of the account in 5 minutes. */
  lambdaErrors: 5,
  /** Throttled invocations: any throttle means a user or a survey job waited or failed. */
  lambdaThrottles: 1,
  /** Throttled DynamoDB requests (on demand): any means a capacity or hot-key problem. */
  tableThrottles: 1,
  /** A survey-finish or evaluation-point execution that failed, timed out or was aborted. */
  stateMachineFailures: 1,
  /** Messages waiting in a dead-letter queue: any is a deadline or reminder that did not run. */
  deadLetters: 1,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Alarms and one dashboard for the operator. Lambda errors and throttles are read for the whole
 * account and region, not per function: a deployment has its own account (one account per
 * environment), and ~150 per-function alarms would cost more than they tell.
 */
export class ObservabilityStack extends Stack {
  readonly topic: Topic;
  readonly alarms: readonly Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    this.topic = new Topic(this, 'Alarms', { displayName: 'ProzessPuls alarms', enforceSSL: true });
    acknowledge(this.topic, {
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry metric names and thresholds only, no personal or tenant data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key.',
    });
    if (props.alarmMail) this.topic.addSubscription(new EmailSubscription(props.alarmMail));

    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorPercent = new MathExpression({
      expression: `IF(requests >= ${ALARM_THRESHOLDS.serverErrorMinimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      label: '5xx in %',
      period: FIVE_MINUTES,
    });
    const lambdaErrors = accountLambdaMetric('Errors');
    const lambdaThrottles = accountLambdaMetric('Throttles');
    const tableThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        writes: props.table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      label: 'DynamoDB throttled requests',
      period: FIVE_MINUTES,
    });

    const alarms: Alarm[] = [
      this.alarm(
        'ApiServerErrors',
        serverErrorPercent,
        ALARM_THRESHOLDS.serverErrorPercent,
        'API: share of 5xx answers',
      ),
      this.alarm('LambdaErrors', lambdaErrors, ALARM_THRESHOLDS.lambdaErrors, 'Lambda: failed invocations'),
      this.alarm(
        'LambdaThrottles',
        lambdaThrottles,
        ALARM_THRESHOLDS.lambdaThrottles,
        'Lambda: throttled invocations',
      ),
      this.alarm(
        'TableThrottles',
        tableThrottles,
        ALARM_THRESHOLDS.tableThrottles,
        'DynamoDB: throttled requests',
      ),
    ];
    const failedExecutions: IMetric[] = [];
    for (const [index, [name, machine]] of Object.entries(props.stateMachines).entries()) {
      // Metric ids must be unique within the dashboard graph that shows every machine.
      const failed = new MathExpression({
        expression: `failed${index} + timedOut${index} + aborted${index}`,
        usingMetrics: {
          [`failed${index}`]: machine.metricFailed({ period: FIVE_MINUTES, statistic: 'Sum' }),
          [`timedOut${index}`]: machine.metricTimedOut({ period: FIVE_MINUTES, statistic: 'Sum' }),
          [`aborted${index}`]: machine.metricAborted({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        label: `${name}: failed executions`,
        period: FIVE_MINUTES,
      });
      failedExecutions.push(failed);
      alarms.push(
        this.alarm(
          `${pascal(name)}Failures`,
          failed,
          ALARM_THRESHOLDS.stateMachineFailures,
          `Step Functions ${name}: failed, timed-out or aborted executions`,
        ),
      );
    }
    const deadLetters: IMetric[] = [];
    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      const depth = queue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
        label: `${name}: dead letters`,
      });
      deadLetters.push(depth);
      alarms.push(
        this.alarm(
          `${pascal(name)}DeadLetters`,
          depth,
          ALARM_THRESHOLDS.deadLetters,
          `SQS ${name}: events that failed after every retry wait in the dead-letter queue`,
        ),
      );
    }
    this.alarms = alarms;

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${this.stackName}-overview` });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# ProzessPuls\nRequests and errors of the API, Lambda, DynamoDB and the survey workflows. Alarms go to the SNS topic of this stack.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [requests], width: 8 }),
      new GraphWidget({ title: 'API 5xx (%)', left: [serverErrorPercent], width: 8 }),
      new GraphWidget({
        title: 'API latency p50 / p99 (ms)',
        left: [
          props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
          props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda errors / throttles',
        left: [lambdaErrors, lambdaThrottles],
        width: 8,
      }),
      new GraphWidget({
        title: 'DynamoDB consumed units',
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
          props.table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
        ],
        right: [tableThrottles],
        width: 8,
      }),
      new GraphWidget({ title: 'Survey workflows: failed executions', left: failedExecutions, width: 8 }),
      new GraphWidget({ title: 'Dead-letter queues: waiting events', left: deadLetters, width: 8 }),
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data means no traffic, which is not an incident.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    return alarm;
  }
}

function accountLambdaMetric(metricName: 'Errors' | 'Throttles'): Metric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, period: FIVE_MINUTES, statistic: 'Sum' });
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
