/**
 * `npx tsx test/bench/participationPage.ts` (part of `npm run bench`): figures for the public
 * participation page /teilnahme/{token}, never pass/fail. Side by side with a bare page
 * that renders the same survey JSON with survey-react-ui alone (goal: at most 1.15× on both):
 *  1. the JavaScript (and CSS) the page loads, gzip,
 *  2. the time from navigation until the first question can be answered (its first radio button
 *     visible and enabled), cold cache, phone viewport, median of several rounds.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, expect, type Page } from '@playwright/test';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { buildPlainPage, launchChromium, type StaticServer, serveStatic } from './plainPage.js';
import { signIn } from './session.js';
import { summarize } from './stats.js';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'web/dist');
const BARE_DIR = join(ROOT, 'node_modules/.cache/pp-bench-bare-survey');
const ROUNDS = 9;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

const SCALE = [
  'Trifft überhaupt nicht zu',
  'Trifft nicht zu',
  'Trifft eher nicht zu',
  'Trifft eher zu',
  'Trifft zu',
  'Trifft voll und ganz zu',
];

const PAGES = [1, 2, 3] as const;
const QUESTIONS_PER_PAGE = [1, 2, 3, 4, 5] as const;
const statement = (page: number, question: number) => `Aussage ${page}.${question} über die Arbeit im Team`;

/**
 * Three pages of five one-row 1–6 matrices: the shape of a module survey's pages. `idOf` names
 * each question by the id of the stored question it asks (manual surveys ask only offered ones).
 */
function benchSurveySchema(title: string, idOf: (page: number, question: number) => string) {
  const pages = PAGES.map((page) => ({
    name: `P${page}`,
    title: `Seite ${page}`,
    elements: QUESTIONS_PER_PAGE.map((question) => ({
      type: 'matrix' as const,
      name: idOf(page, question),
      title: `Frage ${page}.${question}`,
      titleLocation: 'hidden' as const,
      rows: [{ value: idOf(page, question), text: statement(page, question) }],
      columns: SCALE.map((text, index) => ({ value: index + 1, text })),
    })),
  }));
  return { title, deadlineDate: null, locale: 'de' as const, pages };
}

/** A plain page with React, survey-core and survey-react-ui only: fetch the JSON, render it. */
function buildBarePage(): Promise<string> {
  return buildPlainPage(
    BARE_DIR,
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import 'survey-core/i18n/german';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';
(async () => {
  const json = await (await fetch('./survey.json')).json();
  const model = new Model(json);
  model.locale = 'de';
  model.showProgressBar = true;
  createRoot(document.getElementById('root')).render(createElement(Survey, { model }));
})();
`,
  );
}

const CONTENT_TYPES = {
  byEnding: { js: 'text/javascript', css: 'text/css', html: 'text/html', json: 'application/json' },
  otherwise: 'application/octet-stream',
};

interface Loaded {
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly firstQuestionMs: number;
}

/** Opens `url` in a fresh phone context (cold cache) and measures until the first radio can be used. */
async function openOnce(browser: Browser, url: string, fileOf: (path: string) => string): Promise<Loaded> {
  const context = await browser.newContext({ ...PHONE, locale: 'de-DE' });
  const page: Page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') || path.endsWith('.css')) files.add(path);
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  const firstRadio = page.getByRole('radio').first();
  await firstRadio.waitFor({ state: 'visible' });
  await expect(firstRadio).toBeEnabled();
  const firstQuestionMs = performance.now() - started;
  const gzip = (path: string) => gzipSync(readFileSync(fileOf(path)), { level: 9 }).length;
  const paths = [...files];
  const jsGzip = paths.filter((p) => p.endsWith('.js')).reduce((sum, p) => sum + gzip(p), 0);
  const cssGzip = paths.filter((p) => p.endsWith('.css')).reduce((sum, p) => sum + gzip(p), 0);
  await context.close();
  return { jsGzip, cssGzip, firstQuestionMs };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (ours: number, bare: number) => `${(ours / bare).toFixed(2)}×`;

console.log('Building the SPA (npm run build -w web) …');
execSync('npm run build -w web', { cwd: ROOT, stdio: 'ignore' });
const bareDist = await buildBarePage();

const cloud = await startLocalCloud();
const browser = await launchChromium();
let bare: StaticServer | undefined;
try {
  const base = cloud.baseUrl;
  const accessToken = await signIn(base, 'modeller@demo.local');
  const call = async <T>(path: string, json: unknown): Promise<T> => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The survey's questions are created first, as the client's own questions.
  const ids = new Map<string, string>();
  for (const page of PAGES) {
    for (const question of QUESTIONS_PER_PAGE) {
      const { id } = await call<{ id: string }>('/px/question', {
        text: statement(page, question),
        answerType: 'MATRIX',
        module: 'NONE',
      });
      ids.set(`${page}.${question}`, id);
    }
  }
  const schema = benchSurveySchema('Benchmark Teilnahme', (page, question) => {
    const id = ids.get(`${page}.${question}`);
    if (!id) throw new Error(`no question ${page}.${question}`);
    return id;
  });
  const { id: surveyId } = await call<{ id: string }>('/px/survey', {
    title: schema.title,
    module: 'NONE',
    deadlineDate: null,
    surveySchema: schema,
  });
  // The demo client's users' domain, and four more: a round needs 5 distinct recipients.
  const stamp = Date.now().toString(36);
  const recipient = `bench.teilnahme.${stamp}@demo.local`;
  const others = [1, 2, 3, 4].map((n) => `bench.teilnahme.${stamp}.${n}@demo.local`);
  await call('/px/survey/send', { surveyId, emails: [recipient, ...others] });
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const { emails } = (await (await fetch(`${cloud.mailboxUrl}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const mail = emails.find((candidate) => candidate.destination.to.includes(recipient));
    link = /\/teilnahme\/[A-Za-z0-9_-]+/.exec(mail?.body.text ?? '')?.[0];
    if (!link) await new Promise((done) => setTimeout(done, 100));
  }
  if (!link) throw new Error('no participation link in the mailbox');

  bare = await serveStatic(bareDist, { '/survey.json': JSON.stringify(schema) }, CONTENT_TYPES);
  const oursUrl = `${base}${link}`;
  const bareUrl = bare.url;

  // One warm-up each (browser start, server caches), then alternating rounds.
  await openOnce(browser, oursUrl, (path) => join(WEB_DIST, path));
  await openOnce(browser, bareUrl, (path) => join(bareDist, path));
  const ours: Loaded[] = [];
  const bares: Loaded[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await openOnce(browser, oursUrl, (path) => join(WEB_DIST, path)));
    bares.push(await openOnce(browser, bareUrl, (path) => join(bareDist, path)));
  }
  const oursTime = summarize(ours.map((run) => run.firstQuestionMs));
  const bareTime = summarize(bares.map((run) => run.firstQuestionMs));
  const oursJs = ours[0]?.jsGzip ?? 0;
  const bareJs = bares[0]?.jsGzip ?? 0;
  const oursCss = ours[0]?.cssGzip ?? 0;
  const bareCss = bares[0]?.cssGzip ?? 0;

  console.log(
    `Participation page /teilnahme/{token} vs bare survey-react-ui page (phone viewport, cold cache, ${ROUNDS} rounds):`,
  );
  console.log(`  JavaScript (gzip): ours ${kb(oursJs)}, bare ${kb(bareJs)}, ratio ${ratio(oursJs, bareJs)}`);
  console.log(`  CSS (gzip): ours ${kb(oursCss)}, bare ${kb(bareCss)}`);
  console.log(
    `  until the first question can be answered: ours median ${ms(oursTime.medianMs)} (p99 ${ms(oursTime.p99Ms)}), bare median ${ms(bareTime.medianMs)} (p99 ${ms(bareTime.p99Ms)}), ratio ${ratio(oursTime.medianMs, bareTime.medianMs)}`,
  );
} finally {
  bare?.server.close();
  await browser.close();
  await cloud.stop();
}
