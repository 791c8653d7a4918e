import type { RouteDef } from '@prozesspuls/shared';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { memoryOf } from '../api/functionMemory.js';
import { acknowledge } from '../nag.js';

/** Name under which Powertools Logger tags every log line. */
export const POWERTOOLS_SERVICE_NAME = 'prozesspuls';

export interface ApiFunctionProps {
  readonly route: RouteDef;
  /** The handler bundle directory (shared by all route Lambdas). */
  readonly code: Code;
  /** `<module>.handler` of the route's handler module inside the bundle directory. */
  readonly handler: string;
  readonly role: IRole;
  /** Application settings (functions/src/config/env.ts), the same for every route. */
  readonly environment: Readonly<Record<string, string>>;
  /** The path prefix the route is served under, for the description. */
  readonly apiRoot: string;
  /** Log groups are named `<logGroupPrefix>/<route name>`: easy to find, short ARNs in the role policy. */
  readonly logGroupPrefix: string;
  /** Defaults 10 s; areas that need more say so in lib/api/areaRuntime.ts. */
  readonly timeoutSeconds?: number;
  readonly reservedConcurrency?: number;
  /** x86_64 instead of arm64 (for native binaries built only for x86, like Chromium). */
  readonly x86?: boolean;
}

/**
 * The Lambda of one API route: the single place for runtime defaults, environment and log
 * permissions, so all ~160 route functions are configured the same way.
 */
export class ApiFunction extends Construct {
  readonly function: LambdaFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route } = props;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `${props.logGroupPrefix}/${route.name}`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.function = new LambdaFunction(this, 'Handler', {
      description: `${route.method} ${props.apiRoot}${route.path} (${route.name})`,
      // Not the newest runtime on purpose: see the AwsSolutions-L1 acknowledgment below.
      runtime: Runtime.NODEJS_22_X,
      architecture: props.x86 ? Architecture.X86_64 : Architecture.ARM_64,
      // The cheapest size that keeps the route's p99 (lib/api/functionMemory.ts).
      memorySize: memoryOf(route),
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      handler: props.handler,
      code: props.code,
      role: props.role,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME,
        NODE_OPTIONS: '--enable-source-maps',
      },
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
    });
    this.logGroup.grantWrite(props.role);

    acknowledge(this.function, {
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x on purpose: the same Node.js major version as the local cloud, CI and `engines` (.nvmrc), so the code is tested on the runtime it runs on.',
    });
  }
}
