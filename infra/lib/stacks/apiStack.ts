import { ENV_VARIABLES } from '@prozesspuls/functions/config/env';
import type { Area, RouteDef } from '@prozesspuls/shared';
import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { permissionsOf } from '../api/areaPermissions.js';
import type { HandlerBundles } from '../bundling/handlerBundles.js';
import { mailDomainOf } from '../config.js';
import { API_ROOT } from './apiGatewayStack.js';
import { AreaApiStack, type BucketArnParameter } from './areaApiStack.js';
import { TABLE_INDEXES } from './dataStack.js';
import {
  DOCUMENTS_BUCKET_ARN_PARAMETER,
  HISTORY_BUCKET_ARN_PARAMETER,
  WorkflowStack,
} from './workflowStack.js';

export interface ApiStackProps extends StackProps {
  /** The shared route table (ROUTES); one Lambda and one HTTP API route per entry. */
  readonly routes: readonly RouteDef[];
  readonly handlerModuleOf: (routeName: string) => string;
  readonly handlerBundles: HandlerBundles;
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  readonly documentsBucket: IBucket;
  readonly historyBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly mailFrom: string;
  /** Where the help centre's bug reports are mailed; MAIL_FROM when unset. */
  readonly supportMail?: string;
  readonly appUrl: string;
  /** Origin of the document-download distribution (Web stack); presigned GETs go through it. */
  readonly documentsDownloadOrigin?: string;
  /** The survey lifecycle task handlers (functions/src/tasks); with them the workflows are built. */
  readonly taskBundles?: HandlerBundles;
}

/** Areas whose routes start the lifecycle state machines and set schedules. */
export const WORKFLOW_AREAS: readonly Area[] = [
  'surveys',
  'evaluation',
  'risk-assessment',
  // The platform superuser's tenant deletion sets and removes its one-time schedule.
  'users',
];

/**
 * The route handlers: one nested stack per area of the shared route table, so each
 * CloudFormation stack stays far below the 500-resource limit however the table grows.
 */
export class ApiStack extends Stack {
  readonly areaStacks: ReadonlyMap<Area, AreaApiStack>;
  /** The survey lifecycle workflows, when the task handlers were bundled. */
  readonly workflows?: WorkflowStack;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // The settings functions/src/config/env.ts requires; COGNITO_ISSUER is for the local cloud only.
    const environment: Record<string, string> = {
      [ENV_VARIABLES.tableName]: props.table.tableName,
      [ENV_VARIABLES.documentsBucket]: props.documentsBucket.bucketName,
      [ENV_VARIABLES.historyBucket]: props.historyBucket.bucketName,
      [ENV_VARIABLES.userPoolId]: props.userPool.userPoolId,
      [ENV_VARIABLES.userPoolClientId]: props.userPoolClient.userPoolClientId,
      [ENV_VARIABLES.mailFrom]: props.mailFrom,
      [ENV_VARIABLES.appUrl]: props.appUrl,
      ...(props.documentsDownloadOrigin
        ? { [ENV_VARIABLES.documentsDownloadOrigin]: props.documentsDownloadOrigin }
        : {}),
      // Bug reports go to the platform support; without the setting, to the sender address.
      ...(props.supportMail ? { [ENV_VARIABLES.supportMail]: props.supportMail } : {}),
    };
    const mailIdentityArns = [props.mailFrom, mailDomainOf(props.mailFrom)].map((identity) =>
      this.formatArn({
        service: 'ses',
        resource: 'identity',
        resourceName: identity,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }),
    );
    const bucketArnParameters: Record<BucketArnParameter, string> = {
      DocumentsBucketArn: props.documentsBucket.bucketArn,
      HistoryBucketArn: props.historyBucket.bucketArn,
    };

    const workflows = props.taskBundles
      ? new WorkflowStack(this, 'Workflows', {
          description: 'ProzessPuls survey lifecycle: state machines, task Lambdas, schedule group',
          taskBundles: props.taskBundles,
          table: props.table,
          documentsBucketName: props.documentsBucket.bucketName,
          historyBucketName: props.historyBucket.bucketName,
          userPoolId: props.userPool.userPoolId,
          userPoolArn: props.userPool.userPoolArn,
          scheduleGroupName: `${this.stackName}-surveys`.slice(0, 64),
          logGroupPrefix: `/${this.stackName}`,
          mailFrom: props.mailFrom,
          mailIdentityArns,
          appUrl: props.appUrl,
          parameters: {
            [DOCUMENTS_BUCKET_ARN_PARAMETER]: props.documentsBucket.bucketArn,
            [HISTORY_BUCKET_ARN_PARAMETER]: props.historyBucket.bucketArn,
          },
        })
      : undefined;

    const areaStacks = new Map<Area, AreaApiStack>();
    for (const [area, areaRoutes] of groupByArea(props.routes)) {
      areaStacks.set(
        area,
        new AreaApiStack(this, `Area-${area}`, {
          description: `ProzessPuls API area ${area}: ${areaRoutes.length} routes`,
          ...(permissionsOf(area).bpmnBuckets ? { parameters: bucketArnParameters } : {}),
          area,
          routes: areaRoutes,
          httpApi: props.httpApi,
          apiRoot: API_ROOT,
          // Unique per deployment, since stack names are: `/ProzessPuls-Api/<route name>`.
          logGroupPrefix: `/${this.stackName}`,
          handlerModuleOf: props.handlerModuleOf,
          handlerBundles: props.handlerBundles,
          environment:
            workflows && WORKFLOW_AREAS.includes(area)
              ? { ...environment, ...workflows.routeEnvironment() }
              : environment,
          tableArn: props.table.tableArn,
          indexNames: TABLE_INDEXES,
          userPoolArn: props.userPool.userPoolArn,
          mailIdentityArns,
          ...(workflows && WORKFLOW_AREAS.includes(area)
            ? {
                extraStatements: workflows.routeStatements(),
                extraAcknowledgments: workflows.routeAcknowledgments(),
              }
            : {}),
        }),
      );
    }
    this.areaStacks = areaStacks;
    if (workflows) this.workflows = workflows;
  }
}

function groupByArea(routes: readonly RouteDef[]): Map<Area, RouteDef[]> {
  const byArea = new Map<Area, RouteDef[]>();
  for (const route of routes) {
    const list = byArea.get(route.area);
    if (list) list.push(route);
    else byArea.set(route.area, [route]);
  }
  return byArea;
}
