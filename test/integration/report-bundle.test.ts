import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { handlerModuleOf } from '@prozesspuls/functions/routes/registry';
import { API_ROOT, routeByName, routeKey } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleHandlers, type HandlerBundles } from '../../infra/lib/bundling/handlerBundles.js';
import { loadedBytes } from '../../infra/lib/bundling/loadedBytes.js';
import { stageReportAsset } from '../../infra/lib/bundling/reportAsset.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import { bundledAnswerIn, INVOKE_BUNDLED_HANDLER, signedInEvent } from '../support/bundledInvocation.js';
import { accessToken, createdModel } from './client.js';

/** Below the repository, so that the bundle's bare `@aws-sdk/*` imports resolve as in Lambda. */
const WORK_DIR = join(REPO_ROOT, 'infra', 'build', 'test-report-bundle');
const ROUTE = 'postBpmnByUuidReport';
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
  it('loads no browser automation library and stays within the function budget of 400 KB', () => {
    for (const name of ['puppeteer-core', 'chromium-bidi', '@puppeteer/browsers', 'ws', 'proxy-agent']) {
      expect(bundles.bundledPackages, name).not.toContain(name);
    }
    const module = handlerModuleOf(ROUTE);
    expect(loadedBytes(join(bundles.directoryOf(module), `${module}.mjs`))).toBeLessThanOrEqual(400 * 1024);
  });

  it('renders a model report to an A4 landscape PDF in a fresh Node process', async () => {
    const token = await accessToken('modeller@demo.local');
    const uuid = await createdModel(token, 'Gebündelter Bericht');
    const key = routeKey(routeByName(ROUTE), API_ROOT);
    const path = (key.split(' ')[1] ?? '').replace('{uuid}', uuid);
    const event = signedInEvent({ routeKey: key, path, accessToken: token, pathParameters: { uuid } });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--enable-source-maps', '--input-type=module', '--eval', INVOKE_BUNDLED_HANDLER],
      {
        cwd: assetDir,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...inject('functionEnvironment'),
          POWERTOOLS_LOG_LEVEL: 'WARN',
          BUNDLED_HANDLER_FILE: join(assetDir, `${handlerModuleOf(ROUTE)}.mjs`),
          BUNDLED_EVENT: JSON.stringify(event),
        },
      },
    );
    const result = bundledAnswerIn(stdout) ?? expect.unreachable(`no answer:\n${stdout}`);
    expect(result.statusCode, result.body.slice(0, 500)).toBe(200);
    expect(result.headers?.['Content-Type']).toBe('application/pdf');
    const pdf = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
  }, 120_000);
});
