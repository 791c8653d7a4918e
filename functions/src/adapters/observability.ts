import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'prozesspuls';

/**
 * X-Ray tracing. Powertools switches it off by itself outside Lambda (no AWS_EXECUTION_ENV) or
 * with POWERTOOLS_TRACE_ENABLED=false, so the local cloud and the tests neither need a daemon nor
 * print anything; the local logs show each request's duration instead (see docs/infra.md).
 */
export const tracer = new Tracer({ serviceName });

/** CloudWatch metrics as EMF lines on stdout: namespace ProzessPuls, dimension `route`. */
export const metrics = new Metrics({ namespace: 'ProzessPuls', serviceName });

export { MetricUnit };

/**
 * An AWS SDK v3 client with its calls traced as X-Ray subsegments (unchanged while tracing is
 * off). Every adapter creates its client through this.
 */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
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
