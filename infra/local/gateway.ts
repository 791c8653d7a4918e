import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { API_ROOT, createRouteMatcher, MSG, ROUTES, routeKey } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { handlerModuleOf } from '../../functions/src/routes/registry.js';
import { securityHeaders } from '../lib/securityHeaders.js';
import { ABANDONED, InvocationQueue, invocationLimitFrom } from './invocations.js';
import { isTextBody, lambdaContext, toHttpApiEvent } from './lambdaEvent.js';
import { warmHandlers } from './warmHandlers.js';

/** CloudFront's headers, with the CSP letting the browser reach the local S3 (s3rver) for documents. */
const SECURITY_HEADERS = securityHeaders(process.env.DOCUMENT_TRANSFER_ORIGIN);

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const ROUTES_DIR = resolve(import.meta.dirname, '../../functions/src/routes');
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.map': 'application/json',
};

const match = createRouteMatcher(ROUTES);
const loadHandler = warmHandlers<Handler>(ROUTES_DIR);
/** Invocations in arrival order, a few at a time (see invocations.ts); LOCAL_LAMBDA_CONCURRENCY sets how many. */
const invocations = new InvocationQueue(invocationLimitFrom(process.env.LOCAL_LAMBDA_CONCURRENCY));

/**
 * What one Lambda invocation may carry: 6 MB (6,291,456 bytes) of request payload, the whole
 * event JSON included (API Gateway's own HTTP API limit, 10 MB, is never the one that bites).
 * Binary bodies travel base64-encoded, a third larger. So, as the deployed API accepts them:
 * a text body up to 6 MB less 64 KB for headers and the rest of the event, a binary body
 * (multipart uploads, anything not text) up to three quarters of that, ~4.6 MB.
 */
const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
const EVENT_OVERHEAD_BYTES = 64 * 1024;
export const MAX_TEXT_BODY_BYTES = LAMBDA_PAYLOAD_BYTES - EVENT_OVERHEAD_BYTES;
export const MAX_BINARY_BODY_BYTES = Math.floor((MAX_TEXT_BODY_BYTES * 3) / 4);
const TOO_LARGE = { msg: 'Die Anfrage ist zu groß.' };

function maxBodyBytes(request: IncomingMessage): number {
  return isTextBody(request.headers['content-type']) ? MAX_TEXT_BODY_BYTES : MAX_BINARY_BODY_BYTES;
}

/**
 * Reads the body; undefined when it is over the limit. An oversized body is still read to the
 * end and thrown away, so that the client gets its 413 instead of a reset connection.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolveBody(size > limit ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown) {
  const text = JSON.stringify(body) ?? 'null';
  response.writeHead(statusCode, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Answers 413 at once and discards whatever of the body still arrives. */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse) {
  request.resume();
  request.on('error', () => undefined);
  sendJson(response, 413, TOO_LARGE);
}

async function dispatchApi(request: IncomingMessage, response: ServerResponse, target: RequestTarget) {
  const found = match(request.method ?? 'GET', target.path.slice(API_ROOT.length) || '/');
  if (found === undefined) return sendJson(response, 404, { msg: MSG.notFound });
  if (found === 'method-not-allowed') return sendJson(response, 405, { msg: MSG.invalidRequest });
  if (found.badParameter !== undefined) return sendJson(response, 400, { msg: MSG.invalidRequest });
  const limit = maxBodyBytes(request);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return refuseTooLarge(request, response);
  const body = await readBody(request, limit);
  if (!body) return sendJson(response, 413, TOO_LARGE);
  const event = toHttpApiEvent({
    request,
    path: target.path,
    query: target.query,
    body,
    routeKey: routeKey(found.route, API_ROOT),
    pathParameters: found.pathParameters,
  });
  // As API Gateway, the whole body is in before the function is invoked: a slow upload holds no
  // invocation.
  const result = await invocations.run(
    async () => {
      const handler = await loadHandler(handlerModuleOf(found.route.name));
      return handler(event, lambdaContext(found.route.name));
    },
    () => request.socket.destroyed,
  );
  if (result === ABANDONED) return;
  writeLambdaResult(response, result);
}

/** Maps a payload 2.0 result to HTTP the way API Gateway does (a bare value is JSON 200). */
function writeLambdaResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return sendJson(response, 200, result);
  }
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/**
 * The file below web/dist a path names, 'bad' for a path no file can have (invalid escape, NUL,
 * a dot segment), undefined when it names no file (then the SPA shell answers).
 */
function staticFile(path: string, webDist: string): string | 'bad' | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'bad';
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((s) => s === '..' || s === '.')) return 'bad';
  const requested = resolve(webDist, `.${decoded}`);
  if (!requested.startsWith(`${webDist}${sep}`)) return undefined;
  return existsSync(requested) && statSync(requested).isFile() ? requested : undefined;
}

/** The precompressed copy (web/scripts/precompress.mjs) the browser accepts, brotli first. */
export function precompressedVariant(
  file: string,
  acceptEncoding: string | undefined,
): { readonly path: string; readonly encoding: 'br' | 'gzip' } | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name);
  if (accepted.includes('br') && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (accepted.includes('gzip') && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return undefined;
}

function serveStatic(
  response: ServerResponse,
  target: RequestTarget,
  webDist: string,
  acceptEncoding: string | undefined,
) {
  const found = staticFile(target.path, webDist);
  if (found === 'bad') return sendJson(response, 400, { msg: MSG.invalidRequest });
  // Anything that is not a file is a client-side route: the SPA fallback.
  const file = found ?? join(webDist, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(503, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Die Web-Oberfläche ist nicht gebaut. Bitte "npm run build -w web" ausführen.');
    return;
  }
  const immutable = found !== undefined && target.path.startsWith('/assets/');
  const compressed = precompressedVariant(file, acceptEncoding);
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(compressed ? { 'Content-Encoding': compressed.encoding } : {}),
  });
  const stream = createReadStream(compressed?.path ?? file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

interface RequestTarget {
  /** The raw path: nothing decoded, no dot segment resolved (as API Gateway routes it). */
  readonly path: string;
  /** The raw query string without `?`. */
  readonly query: string;
}

/**
 * Splits the request target into raw path and query, without the WHATWG URL parser: that one
 * resolves `%2e%2e` to `..` and then removes segments, which would move a request to another
 * route. Absolute form (`GET http://host/path`) is accepted as HTTP/1.1 demands; undefined when
 * the target is neither (e.g. `http://[`), which is a 400.
 */
export function parseRequestTarget(raw: string): RequestTarget | undefined {
  let rest = raw;
  if (!rest.startsWith('/')) {
    const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(rest);
    if (!absolute) return undefined;
    try {
      new URL(`http://${absolute[1]}/`);
    } catch {
      return undefined;
    }
    rest = absolute[2] || '/';
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const question = rest.indexOf('?');
  return question < 0
    ? { path: rest, query: '' }
    : { path: rest.slice(0, question), query: rest.slice(question + 1) };
}

async function handle(request: IncomingMessage, response: ServerResponse, webDist: string) {
  const target = parseRequestTarget(request.url ?? '/');
  if (!target) return sendJson(response, 400, { msg: MSG.invalidRequest });
  const isApi = target.path === API_ROOT || target.path.startsWith(`${API_ROOT}/`);
  if (isApi) return dispatchApi(request, response, target);
  return serveStatic(response, target, webDist, request.headers['accept-encoding']);
}

/** Answers what went wrong unexpectedly with a logged 500, or ends a started answer. */
function failed(response: ServerResponse, error: unknown) {
  console.error('gateway error', error);
  try {
    if (response.headersSent) response.destroy();
    else sendJson(response, 500, { msg: MSG.genericError });
  } catch {
    response.destroy();
  }
}

/**
 * One HTTP server: `/api/*` to the Lambda handlers in-process, everything else the built SPA.
 * No request can stop it: every error of a request (sync or async) ends in that request's answer,
 * and what Node's HTTP parser refuses gets a 400.
 */
export function startGateway(port: number, webDist: string): Promise<Server> {
  const root = resolve(webDist);
  const server = createServer((request, response) => {
    try {
      handle(request, response, root).catch((error: unknown) => failed(response, error));
    } catch (error) {
      failed(response, error);
    }
  });
  // Idle keep-alive connections stay open longer than clients keep them (as CloudFront and load
  // balancers do): a client never sends on a socket the gateway is just closing (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    const body = JSON.stringify({ msg: MSG.invalidRequest });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n${Object.entries(
        SECURITY_HEADERS,
      )
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolveServer(server));
  });
}
