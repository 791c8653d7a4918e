import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allHandlerModules, handlerModuleOf } from '@prozesspuls/functions/routes/registry';
import { TASK_MODULES } from '@prozesspuls/functions/tasks/registry';
import { ROUTES } from '@prozesspuls/shared';
import { type App, Tags } from 'aws-cdk-lib';
import { bundleHandlers, type HandlerBundles } from './bundling/handlerBundles.js';
import { stageReportAsset } from './bundling/reportAsset.js';
import { readDeploymentConfig } from './config.js';
import { addNagChecks } from './nag.js';
import { ApiGatewayStack } from './stacks/apiGatewayStack.js';
import { ApiStack } from './stacks/apiStack.js';
import { DataStack } from './stacks/dataStack.js';
import { IdentityStack } from './stacks/identityStack.js';
import { ObservabilityStack } from './stacks/observabilityStack.js';
import { WafStack } from './stacks/wafStack.js';
import { WebStack } from './stacks/webStack.js';
import { TASK_SOURCE_DIR } from './stacks/workflowStack.js';

export interface ProzessPulsAppOptions {
  /** Where the handler bundles are written (replaced on every build). */
  readonly handlerBundleDir: string;
  /** The SPA build; deployed only when it holds an index.html. */
  readonly webDistDir: string;
}

export interface ProzessPulsStacks {
  readonly data: DataStack;
  readonly identity: IdentityStack;
  readonly apiGateway: ApiGatewayStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly observability: ObservabilityStack;
  readonly waf: WafStack;
}

export interface ProzessPulsApp {
  readonly stacks: ProzessPulsStacks;
  readonly handlerBundles: HandlerBundles;
}

/**
 * Bundles the handlers and adds every stack to `app`. The CDK entry point (bin/app.ts) and the
 * infra tests both build the app through here, so the tests check exactly what gets deployed.
 * Stacks are environment-agnostic: synth needs no credentials and makes no lookups.
 */
export async function buildProzessPulsApp(app: App, options: ProzessPulsAppOptions): Promise<ProzessPulsApp> {
  const config = readDeploymentConfig(app.node);
  const bundled = await bundleHandlers({
    modules: allHandlerModules(),
    outdir: options.handlerBundleDir,
  });
  const taskBundles = await bundleHandlers({
    modules: [...TASK_MODULES],
    outdir: `${options.handlerBundleDir}-tasks`,
    sourceDir: TASK_SOURCE_DIR,
  });
  const handlerBundles = {
    ...bundled,
    areaDirectories: new Map([
      [
        'reports' as const,
        stageReportAsset(join(bundled.directory, 'reports'), `${options.handlerBundleDir}-reports`),
      ],
    ]),
  };
  const prefix = config.stackPrefix;

  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'ProzessPuls data: single DynamoDB table, document and BPMN history buckets',
  });
  const identity = new IdentityStack(app, `${prefix}-Identity`, {
    description: 'ProzessPuls identity: Cognito user pool and app client',
  });
  const apiGateway = new ApiGatewayStack(app, `${prefix}-ApiGateway`, {
    description: 'ProzessPuls HTTP API and its stage',
  });
  const webDistDir = existsSync(join(options.webDistDir, 'index.html')) ? options.webDistDir : undefined;
  const web = new WebStack(app, `${prefix}-Web`, {
    description: 'ProzessPuls web: CloudFront for the SPA and /api/*, and for document downloads',
    httpApi: apiGateway.httpApi,
    documentsBucket: data.documentsBucket,
    ...(config.webDomain ? { webDomain: config.webDomain } : {}),
    ...(webDistDir ? { webDistDir } : {}),
    ...(config.webAclArn ? { webAclArn: config.webAclArn } : {}),
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    description: 'ProzessPuls API handlers: one nested stack per area, one Lambda per route',
    routes: ROUTES,
    handlerModuleOf,
    handlerBundles,
    httpApi: apiGateway.httpApi,
    table: data.table,
    documentsBucket: data.documentsBucket,
    historyBucket: data.historyBucket,
    userPool: identity.userPool,
    userPoolClient: identity.userPoolClient,
    mailFrom: config.mailFrom,
    ...(config.supportMail ? { supportMail: config.supportMail } : {}),
    appUrl: web.appUrl,
    ...(web.documentsDownloadOrigin ? { documentsDownloadOrigin: web.documentsDownloadOrigin } : {}),
    taskBundles,
  });

  const observability = new ObservabilityStack(app, `${prefix}-Observability`, {
    description: 'ProzessPuls operations: CloudWatch alarms, their SNS topic and the dashboard',
    httpApi: apiGateway.httpApi,
    table: data.table,
    stateMachines: api.workflows?.stateMachines ?? {},
    deadLetterQueues: api.workflows ? { schedules: api.workflows.scheduleDeadLetters } : {},
    ...(config.alarmMail ? { alarmMail: config.alarmMail } : {}),
  });
  // Deployed first and on its own: CloudFront takes web ACLs only from us-east-1.
  const waf = new WafStack(app, `${prefix}-Waf`, {
    description: 'ProzessPuls AWS WAF web ACL for the CloudFront distribution (us-east-1)',
  });

  Tags.of(app).add('project', 'prozesspuls');
  addNagChecks(app);
  return { stacks: { data, identity, apiGateway, web, api, observability, waf }, handlerBundles };
}
