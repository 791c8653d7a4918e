import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium, type RunningChromium } from './chromium/launchChromium.js';
import { ReportTab } from './chromium/reportTab.js';

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

let browser: Promise<RunningChromium> | undefined;

/**
 * Tabs kept open between reports. A new tab costs Chromium a renderer process (a few hundred
 * ms, more than drawing a 100-element diagram); a kept tab costs only a blank navigation.
 */
const idleTabs: ReportTab[] = [];
/** More tabs are closed after use: a Lambda container renders one report at a time. */
const MAX_IDLE_TABS = 2;

/**
 * One headless Chromium per container. A browser that went away (crashed, killed) is launched
 * again for the next report.
 */
function launch(): Promise<RunningChromium> {
  browser ??= launchChromium()
    .then((launched) => {
      launched.onExit(() => {
        browser = undefined;
        idleTabs.length = 0;
      });
      return launched;
    })
    .catch((error: unknown) => {
      browser = undefined;
      throw error;
    });
  return browser;
}

async function openTab(): Promise<ReportTab> {
  return ReportTab.open((await launch()).connection);
}

/** The tab prepareRenderer opens while the report's data is read; undefined when that failed. */
let tabPreparing: Promise<ReportTab | undefined> | undefined;

/**
 * Starts Chromium and opens a tab while the caller reads what the report shows, so that a cold
 * container does not do both one after the other. A failure here is not reported: the render
 * itself tries again and reports its own.
 */
export function prepareRenderer(): void {
  if (idleTabs.length > 0 || tabPreparing) return;
  tabPreparing = openTab().catch(() => undefined);
}

async function takeTab(): Promise<ReportTab> {
  const kept = idleTabs.pop();
  if (kept && !kept.isClosed) return kept;
  const preparing = tabPreparing;
  tabPreparing = undefined;
  const prepared = preparing ? await preparing : undefined;
  if (prepared && !prepared.isClosed) return prepared;
  return openTab();
}

/**
 * Keeps a tab for the next report once its document is gone: a blank navigation drops the
 * report's DOM and script state, so nothing of one tenant's report reaches the next.
 */
async function releaseTab(tab: ReportTab, rendered: boolean): Promise<void> {
  if (rendered && idleTabs.length < MAX_IDLE_TABS) {
    try {
      await tab.blank();
      idleTabs.push(tab);
      return;
    } catch {
      // A tab that cannot even go blank is closed below.
    }
  }
  await tab.close();
}

async function printOn(tab: ReportTab, html: string, footer: string): Promise<Buffer> {
  let rendered = false;
  try {
    const pdf = await tab.print(html, footer);
    rendered = true;
    return pdf;
  } finally {
    // A tab whose report failed (a diagram that could not be drawn, a timeout) is not reused.
    await releaseTab(tab, rendered);
  }
}

/**
 * Renders the page to an A4 landscape PDF with "Seite X von Y" in the footer. When the browser
 * went away under the report (crashed or killed since the last one), the report is rendered once
 * more on a new browser instead of failing.
 */
export async function renderPdf(html: string, footerLeft: string): Promise<Buffer> {
  const footer = `<div style="font-size:8pt;width:100%;padding:0 12mm;display:flex;justify-content:space-between;color:#555"><span>${footerLeft.replace(/</g, '&lt;')}</span><span>Seite <span class="pageNumber"></span> von <span class="totalPages"></span></span></div>`;
  const tab = await takeTab();
  try {
    return await printOn(tab, html, footer);
  } catch (error) {
    if (!tab.browserGone) throw error;
    return printOn(await takeTab(), html, footer);
  }
}
