import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'prozesspuls';

/**
 * Whether X-Ray tracing is on: Powertools' own rule, in Lambda (AWS_EXECUTION_ENV, not the SAM
 * or Amplify emulators) unless POWERTOOLS_TRACE_ENABLED=false. The local cloud and the tests
 * neither need a daemon nor print anything; the local logs show each request's duration instead
 * (see docs/infra.md).
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const executionEnv = env.AWS_EXECUTION_ENV ?? '';
  return (
    executionEnv !== '' &&
    executionEnv !== 'AWS_Lambda_amplify-mock' &&
    !env.AWS_SAM_LOCAL &&
    env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false'
  );
}

/**
 * X-Ray tracing, loaded only where it is on: the tracer brings the X-Ray SDK and Node's HTTP
 * stack, a large part of a cold start that a function without tracing would pay for nothing.
 */
export const tracer: Tracer | undefined = tracingEnabled()
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName })
  : undefined;

/** CloudWatch metrics as EMF lines on stdout: namespace ProzessPuls, dimension `route`. */
export const metrics = new Metrics({ namespace: 'ProzessPuls', serviceName });

export { MetricUnit };

/**
 * An AWS SDK v3 client with its calls traced as X-Ray subsegments (unchanged while tracing is
 * off). Every adapter creates its client through this.
 */
export function traced<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/**
 * Whether metrics are written: always in Lambda; locally only with LOCAL_OBSERVABILITY=1, so
 * that the local console and the test output stay quiet by default.
 */
export function metricsEnabled(): boolean {
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) || localObservability();
}

/** LOCAL_OBSERVABILITY=1: metrics and one log line per request (route, status, duration). */
export function localObservability(): boolean {
  return process.env.LOCAL_OBSERVABILITY === '1';
}
