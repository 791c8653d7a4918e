import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** A rendered PDF with the name it is downloaded under. */
export interface PdfReport {
  readonly fileName: string;
  readonly pdf: Buffer;
}

const require = createRequire(import.meta.url);

/** The standalone bpmn-js viewer, loaded into the report page (shipped with the function). */
let viewer: string | undefined;
export function bpmnViewerScript(): string {
  viewer ??= readFileSync(require.resolve('bpmn-js/dist/bpmn-viewer.production.min.js'), 'utf8');
  return viewer;
}

let browser: Promise<Browser> | undefined;

/**
 * Pages kept open between reports. A new page costs Chromium a renderer process (a few hundred
 * ms, more than drawing a 100-element diagram); a kept page costs only a blank navigation.
 */
const idlePages: Page[] = [];
/** More pages are closed after use: a Lambda container renders one report at a time. */
const MAX_IDLE_PAGES = 2;

/**
 * One headless Chromium per container, from @sparticuz/chromium in Lambda and locally alike;
 * CHROMIUM_PATH points at another build (e.g. on macOS). A browser that went away (crashed,
 * killed) is launched again for the next report.
 */
function launch(): Promise<Browser> {
  browser ??= (async () => {
    const launched = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH || (await chromium.executablePath()),
      args: [...chromium.args.filter((a) => a !== '--single-process'), '--disable-background-networking'],
      headless: true,
    });
    launched.once('disconnected', () => {
      browser = undefined;
      idlePages.length = 0;
    });
    return launched;
  })().catch((error: unknown) => {
    browser = undefined;
    throw error;
  });
  return browser;
}

/** A blank page that loads nothing from the network: everything a report shows is inline. */
async function openPage(): Promise<Page> {
  const page = await (await launch()).newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    return url.startsWith('data:') || url === 'about:blank' ? request.continue() : request.abort();
  });
  await page.setViewport({ width: 1123, height: 794 });
  return page;
}

/** The page prepareRenderer opens while the report's data is read; undefined when that failed. */
let pagePreparing: Promise<Page | undefined> | undefined;

/**
 * Starts Chromium and opens a page while the caller reads what the report shows, so that a cold
 * container does not do both one after the other. A failure here is not reported: the render
 * itself tries again and reports its own.
 */
export function prepareRenderer(): void {
  if (idlePages.length > 0 || pagePreparing) return;
  pagePreparing = openPage().catch(() => undefined);
}

async function takePage(): Promise<Page> {
  const kept = idlePages.pop();
  if (kept && !kept.isClosed()) return kept;
  const preparing = pagePreparing;
  pagePreparing = undefined;
  const prepared = preparing ? await preparing : undefined;
  if (prepared && !prepared.isClosed()) return prepared;
  return openPage();
}

/**
 * Keeps a page for the next report once its document is gone: navigating to a blank page drops
 * the report's DOM and script state, so nothing of one tenant's report reaches the next.
 */
async function releasePage(page: Page, rendered: boolean): Promise<void> {
  if (rendered && idlePages.length < MAX_IDLE_PAGES) {
    try {
      await page.goto('about:blank');
      idlePages.push(page);
      return;
    } catch {
      // A page that cannot even go blank is closed below.
    }
  }
  await page.close().catch(() => undefined);
}

/** Renders the page to an A4 landscape PDF with "Seite X von Y" in the footer. */
export async function renderPdf(html: string, footerLeft: string): Promise<Buffer> {
  const page = await takePage();
  let rendered = false;
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.waitForFunction('window.__reportReady === true || typeof window.__reportError === "string"', {
      timeout: 20_000,
    });
    const failure = await page.evaluate('window.__reportError');
    if (typeof failure === 'string') throw new Error(`diagram could not be drawn: ${failure}`);
    const footer = `<div style="font-size:8pt;width:100%;padding:0 12mm;display:flex;justify-content:space-between;color:#555"><span>${footerLeft.replace(/</g, '&lt;')}</span><span>Seite <span class="pageNumber"></span> von <span class="totalPages"></span></span></div>`;
    const pdf = await page.pdf({
      format: 'A4',
      landscape: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer,
      preferCSSPageSize: true,
    });
    rendered = true;
    return Buffer.from(pdf);
  } finally {
    // A page whose report failed (a diagram that could not be drawn, a timeout) is not reused.
    await releasePage(page, rendered);
  }
}
