import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** HTTP API path prefix: CloudFront sends `/api/*` here unchanged, so every route key starts with it. */
export const API_ROOT = '/api';

/**
 * Fields of the HTTP API access log. HTTP APIs only know `$context` variables of their own
 * (REST formats such as `jsonWithStandardFields` use some they lack). The request path is left
 * out on purpose: share links carry their token in it.
 */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
};

/**
 * The HTTP API and its stage only. Routes and Lambdas live in the Api stack; keeping the API
 * itself apart lets the Web stack point CloudFront at it while the handlers still get the
 * CloudFront address as APP_URL, without a dependency cycle.
 */
export class ApiGatewayStack extends Stack {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'ProzessPuls API: one route and one Lambda per entry of the shared route table',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
      // Guards the Lambdas and the table against runaway clients; far above what the tenants need.
      throttle: { rateLimit: 200, burstLimit: 400 },
    });

    new CfnOutput(this, 'ApiUrl', { value: `${this.httpApi.apiEndpoint}${API_ROOT}` });
  }
}
