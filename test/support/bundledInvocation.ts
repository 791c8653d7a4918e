import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The answer's marker on stdout: a handler's own log lines may come before it. */
export const BUNDLED_ANSWER = 'BUNDLED_HANDLER_ANSWER ';

/**
 * What a fresh Node process runs to answer like a cold Lambda: import the bundle named by
 * `BUNDLED_HANDLER_FILE`, answer the event in `BUNDLED_EVENT` with a Lambda-like context, print the
 * answer after `BUNDLED_ANSWER` and leave (the SDK's keep-alive sockets would hold the process
 * open). The context grants 60 s: the answer or the time taken is what counts, and on a busy
 * machine middy's timeout would turn a slow start into a 500.
 */
export const INVOKE_BUNDLED_HANDLER = `
const { handler } = await import(process.env.BUNDLED_HANDLER_FILE);
const deadline = Date.now() + 60000;
const context = {
  callbackWaitsForEmptyEventLoop: false, functionName: 'bundled', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:bundled', memoryLimitInMB: '512',
  awsRequestId: 'bundled', logGroupName: '/aws/lambda/bundled', logStreamName: 'bundled',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done() {}, fail() {}, succeed() {},
};
const result = await handler(JSON.parse(process.env.BUNDLED_EVENT), context);
process.stdout.write('${BUNDLED_ANSWER}' + JSON.stringify(result) + '\\n');
process.exit(0);
`;

/** What a bundled route handler answered. */
export interface BundledAnswer {
  readonly statusCode: number;
  readonly headers?: Record<string, string>;
  readonly body: string;
  readonly isBase64Encoded?: boolean;
}

/** The answer line in a fresh process's output, if it answered. */
export function bundledAnswerIn(stdout: string): BundledAnswer | undefined {
  const line = stdout.split('\n').find((l) => l.startsWith(BUNDLED_ANSWER));
  return line ? (JSON.parse(line.slice(BUNDLED_ANSWER.length)) as BundledAnswer) : undefined;
}

/** The HTTP API (payload 2.0) event of a signed-in call without body, as API Gateway sends it. */
export function signedInEvent(args: {
  readonly routeKey: string;
  readonly path: string;
  readonly accessToken: string;
  readonly pathParameters?: Record<string, string>;
  readonly queryString?: string;
}): APIGatewayProxyEventV2 {
  const [method = 'GET'] = args.routeKey.split(' ');
  const queryString = args.queryString ?? '';
  return {
    version: '2.0',
    routeKey: args.routeKey,
    rawPath: args.path,
    rawQueryString: queryString,
    headers: { authorization: `Bearer ${args.accessToken}`, host: 'localhost' },
    queryStringParameters: queryString ? Object.fromEntries(new URLSearchParams(queryString)) : undefined,
    pathParameters: args.pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: args.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'bundled',
      routeKey: args.routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}
