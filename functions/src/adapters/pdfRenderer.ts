import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';

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
 * One headless Chromium per container, from @sparticuz/chromium in Lambda and locally alike;
 * CHROMIUM_PATH points at another build (e.g. on macOS).
 */
function launch(): Promise<Browser> {
  browser ??= (async () =>
    puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH || (await chromium.executablePath()),
      args: [...chromium.args.filter((a) => a !== '--single-process'), '--disable-background-networking'],
      headless: true,
    }))();
  return browser;
}

/** Renders the page to an A4 landscape PDF with "Seite X von Y" in the footer. */
export async function renderPdf(html: string, footerLeft: string): Promise<Buffer> {
  const page = await (await launch()).newPage();
  try {
    // The page loads nothing from the network: everything is inline.
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      request.url().startsWith('data:') ? request.continue() : request.abort(),
    );
    await page.setViewport({ width: 1123, height: 794 });
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
    return Buffer.from(pdf);
  } finally {
    await page.close();
  }
}
