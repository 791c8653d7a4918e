import type { Area, RouteDef } from '@prozesspuls/shared';
import { CfnParameter, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { permissionsOf } from '../api/areaPermissions.js';
import { runtimeOf } from '../api/areaRuntime.js';
import type { HandlerBundles } from '../bundling/handlerBundles.js';
import { ApiFunction } from '../constructs/apiFunction.js';
import { AreaRole } from '../constructs/areaRole.js';
import { acknowledge, type NagAcknowledgment } from '../nag.js';

/**
 * Bucket ARNs enter an area stack as explicit parameters with fixed names: the IAM policy then
 * reads `<DocumentsBucketArn>/*`, and its cdk-nag acknowledgment can name exactly that finding.
 */
export const BUCKET_ARN_PARAMETERS = ['DocumentsBucketArn', 'HistoryBucketArn'] as const;
export type BucketArnParameter = (typeof BUCKET_ARN_PARAMETERS)[number];

export interface AreaApiStackProps extends NestedStackProps {
  readonly area: Area;
  readonly routes: readonly RouteDef[];
  readonly httpApi: IHttpApi;
  readonly apiRoot: string;
  readonly logGroupPrefix: string;
  /** Route → its handler module (functions/src/routes/registry.ts). */
  readonly handlerModuleOf: (routeName: string) => string;
  /** The bundled handlers: one directory for all routes. */
  readonly handlerBundles: HandlerBundles;
  readonly environment: Readonly<Record<string, string>>;
  readonly tableArn: string;
  readonly indexNames: readonly string[];
  readonly userPoolArn: string;
  readonly mailIdentityArns: readonly string[];
  /** Further grants of this area's role (the survey lifecycle: state machines and schedules). */
  readonly extraStatements?: readonly PolicyStatement[];
  readonly extraAcknowledgments?: readonly NagAcknowledgment[];
}

/** One nested stack per API area: its handler role, one Lambda and one HTTP API route per route. */
export class AreaApiStack extends NestedStack {
  constructor(scope: Construct, id: string, props: AreaApiStackProps) {
    super(scope, id, props);
    const permissions = permissionsOf(props.area);

    const bucketArns = permissions.bpmnBuckets
      ? BUCKET_ARN_PARAMETERS.map((name) => new CfnParameter(this, name, { type: 'String' }).valueAsString)
      : [];
    const { role } = new AreaRole(this, 'HandlerRole', {
      area: props.area,
      permissions,
      tableArn: props.tableArn,
      indexNames: props.indexNames,
      userPoolArn: props.userPoolArn,
      mailIdentityArns: props.mailIdentityArns,
      bucketArns,
    });
    for (const statement of props.extraStatements ?? []) role.addToPrincipalPolicy(statement);
    acknowledge(role, ...(props.extraAcknowledgments ?? []));
    if (permissions.bpmnBuckets) {
      for (const name of BUCKET_ARN_PARAMETERS) {
        acknowledge(role, {
          id: `AwsSolutions-IAM5[Resource::<${name}>/*]`,
          reason:
            'BPMN versions and documents are objects under keys created at run time; access is limited to this one bucket.',
        });
      }
    }

    // Every route Lambda of the area shares the area's bundle folder (one asset); `handler` picks
    // the module. (Reports get their folder plus the Chromium package: see bundling/reportAsset.ts.)
    const areaDirectory = props.handlerBundles.areaDirectories?.get(props.area);
    const codeOf = (module: string) =>
      Code.fromAsset(areaDirectory ?? props.handlerBundles.directoryOf(module));
    const runtime = runtimeOf(props.area);
    const handlerOf = (route: RouteDef): string => {
      const module = props.handlerModuleOf(route.name);
      const handler = props.handlerBundles.handlers.get(module);
      if (!handler) throw new Error(`Handler module ${module} of route ${route.name} was not bundled`);
      return handler;
    };

    for (const route of props.routes) {
      const { function: routeFunction } = new ApiFunction(this, route.name, {
        route,
        code: codeOf(props.handlerModuleOf(route.name)),
        handler: handlerOf(route),
        role,
        environment: props.environment,
        apiRoot: props.apiRoot,
        logGroupPrefix: props.logGroupPrefix,
        timeoutSeconds: runtime.timeoutSeconds,
        reservedConcurrency: runtime.reservedConcurrency,
        x86: runtime.x86,
      });
      const httpRoute = new HttpRoute(this, `${route.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(`${props.apiRoot}${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, routeFunction),
      });
      acknowledge(httpRoute, {
        id: 'AwsSolutions-APIG4',
        reason:
          route.access.kind === 'public'
            ? 'A public route (sign-in, or survey participation through a personal link): callers have no token.'
            : 'The handler verifies the Cognito access token itself (aws-jwt-verify) and checks the route permission from the shared route table.',
      });
    }
  }
}
