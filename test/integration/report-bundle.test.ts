import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { handlerModuleOf } from '@prozesspuls/functions/routes/registry';
import { API_ROOT, routeByName, routeKey } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleHandlers, type HandlerBundles } from '../../infra/lib/bundling/handlerBundles.js';
import { stageReportAsset } from '../../infra/lib/bundling/reportAsset.js';
import { REPLACED_PACKAGES } from '../../infra/lib/bundling/withoutBrowserDownload.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import { accessToken, createdModel } from './client.js';

/** Below the repository, so that the bundle's bare `@aws-sdk/*` imports resolve as in Lambda. */
const WORK_DIR = join(REPO_ROOT, 'infra', 'build', 'test-report-bundle');
const ROUTE = 'postBpmnByUuidReport';
/** The answer's marker on stdout: the handler's own log lines may come before it. */
const ANSWER = 'REPORT_BUNDLE_ANSWER ';

/** Imports the staged bundle in a fresh Node process, as Lambda does, and answers one event. */
const INVOKE = `
const { handler } = await import(process.env.REPORT_HANDLER_FILE);
const deadline = Date.now() + 60000;
const context = {
  callbackWaitsForEmptyEventLoop: false, functionName: 'report', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:report', memoryLimitInMB: '2048',
  awsRequestId: 'report', logGroupName: '/aws/lambda/report', logStreamName: 'report',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done() {}, fail() {}, succeed() {},
};
const result = await handler(JSON.parse(process.env.REPORT_EVENT), context);
process.stdout.write('${ANSWER}' + JSON.stringify(result) + '\\n');
process.exit(0);
`;

interface LambdaResult {
  readonly statusCode: number;
  readonly headers?: Record<string, string>;
  readonly body: string;
  readonly isBase64Encoded?: boolean;
}

let bundles: HandlerBundles;
let assetDir: string;

beforeAll(async () => {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(join(WORK_DIR, 'package.json'), '{ "type": "module" }\n');
  bundles = await bundleHandlers({ modules: [handlerModuleOf(ROUTE)], outdir: join(WORK_DIR, 'bundle') });
  assetDir = stageReportAsset(bundles.directoryOf(handlerModuleOf(ROUTE)), join(WORK_DIR, 'asset'));
}, 120_000);

afterAll(() => rmSync(WORK_DIR, { recursive: true, force: true }));

describe('the bundled report function, as deployed', () => {
  it('leaves out the browser download and its PAC-file engine', () => {
    expect(bundles.bundledPackages).toContain('puppeteer-core');
    for (const name of [
      ...REPLACED_PACKAGES.keys(),
      'pac-proxy-agent',
      'pac-resolver',
      '@tootallnate/quickjs-emscripten',
      'esprima',
      'escodegen',
      'ast-types',
      'get-uri',
      'basic-ftp',
    ]) {
      expect(bundles.bundledPackages, name).not.toContain(name);
    }
    const javaScript = readdirSync(assetDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    expect(javaScript).not.toContain('FindProxyForURL');
    expect(javaScript).not.toContain('emscripten');
  });

  it('renders a model report to an A4 landscape PDF in a fresh Node process', async () => {
    const token = await accessToken('modeller@demo.local');
    const uuid = await createdModel(token, 'Gebündelter Bericht');
    const key = routeKey(routeByName(ROUTE), API_ROOT);
    const [method = 'POST', pathTemplate = ''] = key.split(' ');
    const path = pathTemplate.replace('{uuid}', uuid);
    const event = {
      version: '2.0',
      routeKey: key,
      rawPath: path,
      rawQueryString: '',
      headers: { authorization: `Bearer ${token}`, host: 'localhost' },
      pathParameters: { uuid },
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
        requestId: 'report-bundle',
        routeKey: key,
        stage: '$default',
        time: new Date().toUTCString(),
        timeEpoch: Date.now(),
      },
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--enable-source-maps', '--input-type=module', '--eval', INVOKE],
      {
        cwd: assetDir,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...inject('functionEnvironment'),
          POWERTOOLS_LOG_LEVEL: 'WARN',
          REPORT_HANDLER_FILE: join(assetDir, `${handlerModuleOf(ROUTE)}.mjs`),
          REPORT_EVENT: JSON.stringify(event),
        },
      },
    );
    const line = stdout.split('\n').find((l) => l.startsWith(ANSWER));
    expect(line, stdout).toBeDefined();
    const result = JSON.parse(line?.slice(ANSWER.length) ?? '{}') as LambdaResult;
    expect(result.statusCode, result.body.slice(0, 500)).toBe(200);
    expect(result.headers?.['Content-Type']).toBe('application/pdf');
    const pdf = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
  }, 120_000);
});
