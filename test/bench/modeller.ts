/**
 * `npx tsx test/bench/modeller.ts`: figures for the modeller, never pass/fail. Builds the SPA,
 * starts the local cloud and reports side by side
 *  1. opening a 1,000-element diagram with element numbers and badges in the modeller page vs
 *     bare bpmn-js importing the same XML in a plain page (goal: at most 1.3×), and the same step
 *     with our bpmn-js modules in a plain page (what the modules cost without the app around them),
 *  2. the modeller route's JavaScript (gzip) vs a bare bpmn-js Modeler bundle, and that the
 *     login and process-list routes load no bpmn-js,
 *  3. the report PDF of a 100-element process (POST /api/bpmn/{uuid}/report), cold and warm, against
 *     the figures the issue recorded, and of a 1,000-element process warm against its 3 s goal,
 *  4. saving the 1,000-element diagram through the modeller page vs a bare PUT of the same XML,
 *     and the p90 frame time while panning it with the mouse wheel vs the bare bpmn-js page.
 * The issue-28 figures end as `figure · goal · measured · baseline · ratio` lines.
 * Where the opening's time goes: BENCH_PROFILE=1 prints a CPU profile of one opening of each page,
 * BENCH_TRACE=<file.json> writes a Chrome performance trace of one of ours, BENCH_OPEN_ROUNDS=<n>
 * takes fewer rounds for a quick look.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { profileLines, profileStep } from './cpuProfile.js';
import { localDb } from './localFunctions.js';
import { syntheticDiagram } from './modellerDiagram.js';
import { buildPlainPage, launchChromium, type StaticServer, serveStatic } from './plainPage.js';
import { figureRow, quantile } from './rows.js';
import { apiCaller, DEMO_PASSWORD, signIn } from './session.js';
import { summarize, timeEach } from './stats.js';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'web/dist');
const BARE_DIR = join(ROOT, 'node_modules/.cache/pp-bench-bare-bpmn');
const MODULES_DIR = join(ROOT, 'node_modules/.cache/pp-bench-modules-bpmn');
const CANVAS_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><style>html,body,#canvas{margin:0;height:100%}</style></head><body><div id="canvas"></div><script type="module" src="./main.js"></script></body></html>';
const ELEMENTS = 1000;
/** BENCH_OPEN_ROUNDS overrides it for a quicker look while profiling. */
const OPEN_ROUNDS = Number(process.env.BENCH_OPEN_ROUNDS ?? 11);
const REPORT_ELEMENTS = 100;
const LARGE_REPORT_ELEMENTS = 1000;
const REPORT_ROUNDS = 5;
/** The report figures the fast-and-cheap issue recorded (ms); its goal is to keep them. */
const RECORDED_REPORT = { warmMs: 335, coldMs: 820 } as const;
/** Its goal for a 1,000-element report, warm. */
const LARGE_REPORT_GOAL_MS = 3000;
const SAVE_ROUNDS = 5;
const WHEEL_STEPS = 40;

interface Run {
  /** Navigation start → diagram shown (with all badges in ours). */
  readonly total: number;
  /** Import start → diagram shown (with badges). */
  readonly importAndBadges: number;
  /** bpmn-js importXML alone (parse and render). */
  readonly importOnly: number;
  /** Ours: from the end of the import to all badges in the DOM. */
  readonly badges: number;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: readonly number[]) => summarize(values).medianMs;

/** A plain page with nothing but bpmn-js: fetch the XML, import it, fit it. */
function buildBarePage(): Promise<string> {
  return buildPlainPage(
    BARE_DIR,
    CANVAS_PAGE,
    `import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import Modeler from 'bpmn-js/lib/Modeler';
(async () => {
  const xml = await (await fetch('./diagram.bpmn')).text();
  const modeler = new Modeler({ container: '#canvas' });
  const importStart = performance.now();
  await modeler.importXML(xml);
  const imported = performance.now();
  modeler.get('canvas').zoom('fit-viewport');
  window.__bench = { importStart, imported };
})();
`,
  );
}

/**
 * A plain page with bpmn-js and our modules but none of the app: the modeller controller imports the
 * XML with the numbers, fits it and adds the badges, as the modeller page does. Tells our modules'
 * cost apart from the app's surroundings.
 */
function buildModulesPage(): Promise<string> {
  const modeller = join(ROOT, 'web/src/features/modeller/bpmn');
  return buildPlainPage(
    MODULES_DIR,
    CANVAS_PAGE,
    `import { createModeller } from '${join(modeller, 'controller.ts')}';
(async () => {
  const [xml, ids] = await Promise.all([
    fetch('./diagram.bpmn').then((r) => r.text()),
    fetch('./numbers.json').then((r) => r.json()),
  ]);
  const controller = createModeller(document.querySelector('#canvas'), {
    numbersVisible: true,
    numbers: new Map(ids.map((id, i) => [id, String(i + 1)])),
  });
  controller.refreshPalette();
  const importStart = performance.now();
  await controller.importXML(xml);
  window.__bench = { importStart, imported: performance.now() };
})();
`,
  );
}

const CONTENT_TYPES = {
  byEnding: { js: 'text/javascript', css: 'text/css', html: 'text/html' },
  otherwise: 'application/xml',
};

function gzipSizeOfFile(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The JavaScript files a page loads while `action` runs (paths below web/dist). */
async function scriptsLoaded(page: Page, action: () => Promise<void>): Promise<Set<string>> {
  const scripts = new Set<string>();
  const listener = (response: { url(): string }) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  };
  page.on('response', listener);
  await action();
  page.off('response', listener);
  return scripts;
}

const sumGzip = (scripts: Iterable<string>) =>
  [...scripts].reduce((total, path) => total + gzipSizeOfFile(join(WEB_DIST, path)), 0);
const containsBpmnJs = (scripts: Iterable<string>) =>
  [...scripts].some((path) => readFileSync(join(WEB_DIST, path), 'utf8').includes('djs-container'));

console.log('Building the SPA (npm run build -w web) …');
execSync('npm run build -w web', { cwd: ROOT, stdio: 'ignore' });
const bareDist = await buildBarePage();
const modulesDist = await buildModulesPage();

const cloud = await startLocalCloud();
const browser = await launchChromium();
let bare: StaticServer | undefined;
let modules: StaticServer | undefined;
try {
  const base = cloud.baseUrl;
  const accessToken = await signIn(base, 'modeller@demo.local');
  const call = apiCaller(base, accessToken);
  const modelWith = async (name: string, xml: string) => {
    const { uuid } = await call<{ uuid: string }>(
      'POST',
      `/bpmn/file/${encodeURIComponent(name)}?folderId=default`,
    );
    await call('POST', `/bpmn/${uuid}/editMode`, { editMode: true });
    await call('PUT', `/bpmn/${uuid}`, { diagramXML: xml, version: 1 });
    await call('POST', `/bpmn/${uuid}/editMode`, { editMode: false });
    return uuid;
  };
  const seedNumbers = async (uuid: string, ids: readonly string[]) => {
    const db = await localDb(cloud.dynamoEndpoint);
    const items = ids.map((elementId, i) => ({ clientId: 1, uuid, elementId, number: String(i + 1) }));
    for (let i = 0; i < items.length; i += 25) {
      const { unprocessed } = await db.entities.elementNumber.put(items.slice(i, i + 25)).go();
      if (unprocessed.length > 0) throw new Error(`${unprocessed.length} numbers not written`);
    }
  };

  // 1. Opening a 1,000-element diagram.
  const diagram = syntheticDiagram(ELEMENTS);
  const bigModel = await modelWith('Benchmark 1000 Elemente', diagram.xml);
  await seedNumbers(bigModel, diagram.numberable);
  bare = await serveStatic(bareDist, { '/diagram.bpmn': diagram.xml }, CONTENT_TYPES);
  modules = await serveStatic(
    modulesDist,
    { '/diagram.bpmn': diagram.xml, '/numbers.json': JSON.stringify(diagram.numberable) },
    CONTENT_TYPES,
  );

  // The app's CSP forbids eval; Playwright runs string predicates through it, so the harness
  // (never the product) bypasses the CSP to read its marks.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
    bypassCSP: true,
  });
  const page = await context.newPage();
  const loginScripts = await scriptsLoaded(page, async () => {
    await page.goto(base);
    await page.getByRole('textbox', { name: 'E-Mail' }).waitFor();
  });
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('modeller@demo.local');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  const menuScripts = await scriptsLoaded(page, async () => {
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await page.waitForURL('**/menu');
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(500);
  });
  // The release notes would cover the pages: acknowledge them as a user does.
  const notes = page.getByRole('dialog', { name: 'Neue Funktionen sind verfügbar' });
  if (await notes.isVisible().catch(() => false))
    await notes.getByRole('button', { name: 'Verstanden' }).click();
  const listScripts = await scriptsLoaded(page, async () => {
    await page.goto(`${base}/processList`);
    await page.locator('h1').filter({ hasText: 'Prozesse' }).waitFor();
  });

  const openModeller = async () => {
    await page.goto(`${base}/modelEdit/${bigModel}`);
    // Browser-side code as strings: the test project compiles without the DOM library.
    await page.waitForFunction(
      `document.querySelectorAll('.pp-number-badge').length >= ${diagram.numberable.length}`,
      undefined,
      { polling: 'raf', timeout: 180_000 },
    );
    return page.evaluate<Run>(`(() => {
      const done = performance.now();
      const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
      return {
        total: done,
        importAndBadges: done - mark('pp-modeller-import-start'),
        importOnly: mark('pp-import.done') - mark('pp-import.parse.start'),
        badges: done - mark('pp-modeller-imported'),
      };
    })()`);
  };
  const modellerScripts = await scriptsLoaded(page, async () => {
    await openModeller();
  });

  /** A plain page, measured exactly as ours: polled once per frame, so each includes the first paint. */
  const plainOpener = (plainPage: Page, url: string) => async () => {
    await plainPage.goto(`${url}/`);
    await plainPage.waitForFunction('window.__bench', undefined, { polling: 'raf', timeout: 180_000 });
    return plainPage.evaluate<Run>(`(() => {
      const done = performance.now();
      const b = window.__bench;
      // The modules page marks bpmn-js's import phases as our page does; the bare page has no marks.
      const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime;
      const parsed = mark('pp-import.parse.start');
      const importOnly = parsed === undefined ? b.imported - b.importStart : mark('pp-import.done') - parsed;
      return { total: done, importAndBadges: done - b.importStart, importOnly, badges: 0 };
    })()`);
  };
  const barePage = await context.newPage();
  const openBare = plainOpener(barePage, bare.url);
  const openModules = plainOpener(await context.newPage(), modules.url);
  await openBare();
  await openModules();
  // Interleaved, so all three see the same load on the machine.
  const ours: Run[] = [];
  const bareRuns: Run[] = [];
  const modulesRuns: Run[] = [];
  for (let i = 0; i < OPEN_ROUNDS; i += 1) {
    ours.push(await openModeller());
    bareRuns.push(await openBare());
    modulesRuns.push(await openModules());
  }

  const oursTotal = median(ours.map((r) => r.total));
  const bareTotal = median(bareRuns.map((r) => r.total));
  const oursImport = median(ours.map((r) => r.importAndBadges));
  const bareImport = median(bareRuns.map((r) => r.importAndBadges));
  const oursImportOnly = median(ours.map((r) => r.importOnly));
  const bareImportOnly = median(bareRuns.map((r) => r.importOnly));
  const row = (label: string, mine: number, theirs: number, note = '') =>
    console.log(
      `  ${label.padEnd(46)}${ms(mine).padStart(9)}${ms(theirs).padStart(9)}${`${(mine / theirs).toFixed(2)}×`.padStart(8)}${note}`,
    );
  console.log(
    `\nOpening a ${ELEMENTS}-element diagram (${diagram.numberable.length} numbers and badges), median of ${OPEN_ROUNDS} (after 1 warm-up), both pages polled once per frame:`,
  );
  console.log(`  ${''.padEnd(46)}${'ours'.padStart(9)}${'bare'.padStart(9)}${'ratio'.padStart(8)}`);
  row('XML in the page → diagram with badges painted', oursImport, bareImport, '  (goal ≤ 1.3×)');
  row('  of it bpmn-js importXML (parse + render)', oursImportOnly, bareImportOnly);
  console.log(
    `  ${'  of it fit, numbers and badges, first paint'.padEnd(46)}${ms(oursImport - oursImportOnly).padStart(9)}${ms(bareImport - bareImportOnly).padStart(9)}`,
  );
  const modulesImport = median(modulesRuns.map((r) => r.importAndBadges));
  row('same step, our modules without the app', modulesImport, bareImport);
  row(
    '  of it bpmn-js importXML (parse + render)',
    median(modulesRuns.map((r) => r.importOnly)),
    bareImportOnly,
  );
  row('navigation → diagram with badges painted', oursTotal, bareTotal);
  console.log(
    '  (navigation: ours also checks the session, loads the shell and asks the local API for the model, numbers, links and custom elements, on the same 2 cores as the browser; the bare page fetches a static file)',
  );

  // Where the opening's time goes: BENCH_PROFILE=1 samples one more opening of ours and of the bare
  // page and prints the functions that took longest; BENCH_TRACE=<file.json> writes a Chrome
  // performance trace of one opening of ours (DevTools → Performance → Load profile).
  if (process.env.BENCH_TRACE) {
    await browser.startTracing(page, { path: process.env.BENCH_TRACE, screenshots: true });
    await openModeller();
    await browser.stopTracing();
    console.log(`  trace of one opening written to ${process.env.BENCH_TRACE}`);
  }
  if (process.env.BENCH_PROFILE) {
    for (const [name, target, open] of [
      ['ours', page, openModeller],
      ['bare', barePage, openBare],
    ] as const) {
      console.log(`\nCPU profile of one opening, ${name} (navigation → painted):`);
      for (const line of profileLines(await profileStep(target, open), 25)) console.log(line);
    }
  }

  // 4. Saving and panning the same diagram.
  /** Frame times (ms between animation frames) while the mouse wheel pans the canvas of `target`. */
  const wheelFrames = async (target: Page, canvasSelector: string): Promise<number[]> => {
    const box = await target.locator(canvasSelector).boundingBox();
    if (!box) throw new Error(`no canvas ${canvasSelector}`);
    await target.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await target.evaluate(`(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (!window.__stopFrames) requestAnimationFrame(tick);
      };
      window.__stopFrames = false;
      requestAnimationFrame(tick);
    })()`);
    // Out and back the same way, so the view ends where it started (the save below drags a shape in it).
    for (let i = 0; i < WHEEL_STEPS; i += 1) {
      const way = i % 20 < 10 ? 1 : -1;
      await target.mouse.wheel(60 * way, 120 * way);
      await target.evaluate('new Promise((done) => requestAnimationFrame(() => done(undefined)))');
    }
    return target.evaluate<number[]>(
      '(() => { window.__stopFrames = true; return window.__frames.slice(1); })()',
    );
  };

  await page.goto(`${base}/modelEdit/${bigModel}?isNew=true`);
  await page.getByTestId('mode-chip').filter({ hasText: 'Bearbeitungsmodus' }).first().waitFor();
  await page.waitForFunction(
    `document.querySelectorAll('.pp-number-badge').length >= ${diagram.numberable.length}`,
    undefined,
    { polling: 'raf', timeout: 180_000 },
  );
  const oursFrames = await wheelFrames(page, '.djs-container');
  await openBare();
  const bareFrames = await wheelFrames(barePage, '#canvas');

  const saveButton = page.getByRole('toolbar', { name: 'Werkzeugleiste' }).getByRole('button', {
    name: 'Speichern',
    exact: true,
  });
  const saved = page.getByText('Speichern erfolgreich');
  const shape = page.locator('.djs-element[data-element-id="Task_1"]');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // At the fitted zoom of 1,000 elements a task is a few pixels wide, too small to be dragged: zoom
  // in around it (Ctrl + mouse wheel, as a user does) until it has a working size.
  for (let step = 0; step < 40; step += 1) {
    const box = await shape.boundingBox();
    if (!box) throw new Error('Task_1 not on the canvas');
    if (box.width >= 60) break;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done(undefined)))');
  }
  const saves: number[] = [];
  let savedXml = diagram.xml;
  for (let i = 0; i < SAVE_ROUNDS; i += 1) {
    // A small move makes the diagram dirty, as a user's edit does; the save button is enabled then.
    // The task is grabbed above its middle: the sequence flows of this diagram run through the
    // middles of the tasks and lie on top, so a grab there takes a flow, which does not move.
    const at = await shape.boundingBox();
    const x = (at?.x ?? -1) + (at?.width ?? 0) / 2;
    const y = (at?.y ?? -1) + (at?.height ?? 0) / 4;
    if (!(x > 0 && y > 0 && x < viewport.width && y < viewport.height))
      throw new Error(`Task_1 is not in the visible canvas (${x}, ${y})`);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + (i % 2 === 0 ? 15 : -15), y, { steps: 3 });
    await page.mouse.up();
    await page.waitForFunction(
      `[...document.querySelectorAll('[role=toolbar] button')].some((b) => b.textContent === 'Speichern' && !b.disabled)`,
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    // The last round's confirmation has gone, so this round waits for its own.
    await saved.waitFor({ state: 'hidden', timeout: 30_000 });
    // Click → the PUT answered and the page confirmed it ('Speichern erfolgreich'): what the user waits for.
    const started = performance.now();
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/bpmn/${bigModel}`),
        { timeout: 60_000 },
      ),
      saveButton.click(),
    ]);
    if (response.status() !== 200) throw new Error(`save → ${response.status()}`);
    await saved.waitFor({ state: 'visible', timeout: 60_000 });
    saves.push(performance.now() - started);
    savedXml =
      (JSON.parse(response.request().postData() ?? '{}') as { diagramXML?: string }).diagramXML ?? savedXml;
  }
  const bareModel = await modelWith('Benchmark Speichern bar', savedXml);
  await call('POST', `/bpmn/${bareModel}/editMode`, { editMode: true });
  let bareVersion = (await call<{ version: number }>('GET', `/bpmn/${bareModel}`)).version;
  const bareSaves = await timeEach(SAVE_ROUNDS, async () => {
    const saved = await call<{ version: number }>('PUT', `/bpmn/${bareModel}`, {
      diagramXML: savedXml,
      version: bareVersion,
    });
    bareVersion = saved.version;
  });
  await call('POST', `/bpmn/${bareModel}/editMode`, { editMode: false });

  console.log(
    `\nModeller figures, ${ELEMENTS}-element diagram (figure · goal · measured · baseline · ratio):`,
  );
  console.log(
    figureRow('open (navigation → painted with badges)', '≤ 1.3× bare importXML', oursTotal, bareTotal),
  );
  console.log(
    figureRow(
      'open (XML in the page → painted with badges)',
      '≤ 1.3× bare importXML',
      oursImport,
      bareImport,
    ),
  );
  console.log(
    figureRow(`save through the UI (median of ${SAVE_ROUNDS})`, '≤ 1 s', median(saves), median(bareSaves)),
  );
  console.log(
    figureRow(
      `scroll p90 frame (${WHEEL_STEPS} wheel steps)`,
      '≤ 33 ms',
      quantile(oursFrames, 0.9),
      quantile(bareFrames, 0.9),
    ),
  );

  // 2. JavaScript sizes.
  const bareScripts = execSync('ls', { cwd: join(bareDist, 'assets') })
    .toString()
    .split('\n')
    .filter((file) => file.endsWith('.js'));
  const bareGzip = bareScripts.reduce(
    (total, file) => total + gzipSizeOfFile(join(bareDist, 'assets', file)),
    0,
  );
  const routeOnly = [...modellerScripts].filter((path) => !menuScripts.has(path) && !loginScripts.has(path));
  const modellerGzip = sumGzip(new Set([...loginScripts, ...menuScripts, ...modellerScripts]));
  console.log('\nJavaScript (gzip -9):');
  console.log(
    `  login route, everything loaded up to the form (${loginScripts.size} files): ${kb(sumGzip(loginScripts))} (goal ≤ 170 KB, the row of test/bench/loginPage.ts)`,
  );
  console.log(`  modeller route, its own chunks (${routeOnly.length} files):   ${kb(sumGzip(routeOnly))}`);
  console.log(`  everything loaded up to the modeller (app + vendor + route): ${kb(modellerGzip)}`);
  console.log(`  bare bpmn-js Modeler bundle:                                ${kb(bareGzip)}`);
  console.log(
    `  ratio route chunks / bare Modeler:                           ${(sumGzip(routeOnly) / bareGzip).toFixed(2)}×`,
  );
  console.log(
    `  bpmn-js in the login route: ${containsBpmnJs(loginScripts) ? 'YES' : 'no'}; in the shell: ${containsBpmnJs(menuScripts) ? 'YES' : 'no'}; in the process list: ${containsBpmnJs([...listScripts].filter((p) => !menuScripts.has(p))) ? 'YES' : 'no'}`,
  );
  await context.close();

  // 3. Report PDF.
  const reportOf = (uuid: string) => async () => {
    const response = await fetch(`${base}/api/bpmn/${uuid}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') {
      throw new Error(`report failed: ${response.status}`);
    }
    return pdf.length;
  };
  const small = syntheticDiagram(REPORT_ELEMENTS);
  const reportModel = await modelWith('Benchmark Bericht 100 Elemente', small.xml);
  await seedNumbers(reportModel, small.numberable);
  const report = reportOf(reportModel);
  const [first = Number.NaN] = await timeEach(1, report);
  const reports = summarize(await timeEach(REPORT_ROUNDS, report));
  const large = syntheticDiagram(LARGE_REPORT_ELEMENTS);
  const largeModel = await modelWith('Benchmark Bericht 1000 Elemente', large.xml);
  await seedNumbers(largeModel, large.numberable);
  const largeReport = reportOf(largeModel);
  await largeReport();
  const largeReports = summarize(await timeEach(REPORT_ROUNDS, largeReport));
  console.log(`\nReport PDF (POST /api/bpmn/{uuid}/report), baselines as the issue recorded them:`);
  console.log(
    figureRow(
      `report PDF, ${REPORT_ELEMENTS} elements, first (Chromium cold)`,
      `keep (${RECORDED_REPORT.coldMs} ms)`,
      first,
      RECORDED_REPORT.coldMs,
    ),
  );
  console.log(
    figureRow(
      `report PDF, ${REPORT_ELEMENTS} elements, warm median`,
      `keep (${RECORDED_REPORT.warmMs} ms)`,
      reports.medianMs,
      RECORDED_REPORT.warmMs,
      `max ${ms(reports.p99Ms)} (n=${reports.n}), ${kb(await report())}`,
    ),
  );
  console.log(
    figureRow(
      `report PDF, ${LARGE_REPORT_ELEMENTS} elements, warm median`,
      '≤ 3 s',
      largeReports.medianMs,
      LARGE_REPORT_GOAL_MS,
      `max ${ms(largeReports.p99Ms)} (n=${largeReports.n}), ${kb(await largeReport())}`,
    ),
  );
} finally {
  bare?.server.close();
  modules?.server.close();
  await browser.close();
  await cloud.stop();
}
