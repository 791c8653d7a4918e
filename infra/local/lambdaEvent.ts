import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** Whether a body of this content type reaches the handler as text (else base64). */
export function isTextBody(contentType: string | undefined): boolean {
  return TEXT_TYPES.test(contentType ?? 'application/json');
}

/** Builds the API Gateway HTTP API (payload 2.0) event that API Gateway would send. */
export function toHttpApiEvent(args: {
  request: IncomingMessage;
  /** The raw path, as in the request line. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const { request, body } = args;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  // URLSearchParams decodes leniently: a malformed escape stays as it is instead of throwing.
  for (const [name, value] of new URLSearchParams(args.query)) {
    // Own properties only: a parameter named `constructor` must not meet Object.prototype's.
    const before = Object.hasOwn(query, name) ? query[name] : undefined;
    query[name] = before === undefined ? value : `${before},${value}`;
  }
  const isText = isTextBody(headers['content-type']);
  const now = new Date();
  const method = (request.method ?? 'GET').toUpperCase();
  return {
    version: '2.0',
    routeKey: args.routeKey,
    rawPath: args.path,
    rawQueryString: args.query,
    cookies: request.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(args.pathParameters).length ? args.pathParameters : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: args.path,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: args.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    stageVariables: undefined,
  };
}

/** A Lambda context as the runtime passes it, with a 10 s budget like the deployed functions. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
