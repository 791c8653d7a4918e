import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_ROOT, createRouteMatcher, MSG, ROUTES, routeKey } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { handlerModuleOf } from '../../functions/src/routes/registry.js';
import { lambdaContext, toHttpApiEvent } from './lambdaEvent.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const ROUTES_DIR = resolve(import.meta.dirname, '../../functions/src/routes');
const MAX_BODY_BYTES = 10 * 1024 * 1024; // the HTTP API payload limit
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.map': 'application/json',
};

const match = createRouteMatcher(ROUTES);
const handlers = new Map<string, Promise<Handler>>();

/** Imports a handler module once, as Lambda keeps a warm container. */
function loadHandler(module: string): Promise<Handler> {
  let loaded = handlers.get(module);
  if (!loaded) {
    loaded = import(pathToFileURL(join(ROUTES_DIR, `${module}.ts`)).href).then(
      (m: { handler: Handler }) => m.handler,
    );
    handlers.set(module, loaded);
  }
  return loaded;
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolveBody(undefined);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown) {
  response.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function dispatchApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const found = match(request.method ?? 'GET', url.pathname.slice(API_ROOT.length) || '/');
  if (found === undefined) return sendJson(response, 404, { msg: MSG.notFound });
  if (found === 'method-not-allowed') return sendJson(response, 405, { msg: MSG.invalidRequest });
  const body = await readBody(request);
  if (!body) return sendJson(response, 413, { msg: 'Die Anfrage ist zu groß.' });
  const event = toHttpApiEvent({
    request,
    url,
    body,
    routeKey: routeKey(found.route, API_ROOT),
    pathParameters: found.pathParameters,
  });
  const handler = await loadHandler(handlerModuleOf(found.route.name));
  const result = await handler(event, lambdaContext(found.route.name));
  writeLambdaResult(response, result);
}

/** Maps a payload 2.0 result to HTTP the way API Gateway does (a bare value is JSON 200). */
function writeLambdaResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return sendJson(response, 200, result);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function serveStatic(response: ServerResponse, url: URL, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const requested = normalize(join(webDist, decodeURIComponent(url.pathname)));
  const isFile = requested.startsWith(webDist) && existsSync(requested) && statSync(requested).isFile();
  // Anything that is not a file is a client-side route: the SPA fallback.
  const file = isFile ? requested : indexFile;
  if (!existsSync(file)) {
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Die Web-Oberfläche ist nicht gebaut. Bitte "npm run build -w web" ausführen.');
    return;
  }
  const immutable = isFile && url.pathname.startsWith('/assets/');
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}

/** One HTTP server: `/api/*` to the Lambda handlers in-process, everything else the built SPA. */
export function startGateway(port: number, webDist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const isApi = url.pathname === API_ROOT || url.pathname.startsWith(`${API_ROOT}/`);
    const work = isApi
      ? dispatchApi(request, response, url)
      : Promise.resolve(serveStatic(response, url, webDist));
    work.catch((error: unknown) => {
      console.error('gateway error', error);
      if (!response.headersSent) sendJson(response, 500, { msg: MSG.genericError });
      else response.end();
    });
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolveServer(server));
  });
}
