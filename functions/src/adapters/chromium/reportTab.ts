import type { ProtocolMapping } from 'devtools-protocol/types/protocol-mapping.js';
import type { DevtoolsConnection, ParamsOf, ResultOf } from './devtoolsConnection.js';

/** The page size the report layouts are written for (A4 landscape at 96 dpi). */
const VIEWPORT = { width: 1123, height: 794, deviceScaleFactor: 1, mobile: false };
/** How long a report page may take to draw (diagram import and layout included). */
const DRAW_TIMEOUT_MS = 20_000;
/** A4 in inches, as Chromium's printing expects it. */
const A4 = { width: 8.27, height: 11.7 };

/**
 * In the page: resolves with the page's error text once it says it could not be drawn, or with
 * null once it says it is drawn, everything it names is loaded and its fonts are ready.
 */
const DRAWN = `new Promise((resolve, reject) => {
  const deadline = Date.now() + ${DRAW_TIMEOUT_MS};
  const check = () => {
    if (typeof window.__reportError === 'string') return resolve(window.__reportError);
    if (window.__reportReady === true && document.readyState === 'complete')
      return document.fonts.ready.then(() => resolve(null), reject);
    if (Date.now() > deadline) return reject(new Error('the report page was not drawn within ${DRAW_TIMEOUT_MS} ms'));
    setTimeout(check, 10);
  };
  check();
})`;
/** In the page: whether it is a fresh blank document (a drawn report has set its flag). */
const BLANK = `location.href === 'about:blank' && window.__reportReady === undefined && document.readyState === 'complete'`;

type Commands = ProtocolMapping.Commands;

/**
 * One browser tab that renders report pages to PDF. It loads nothing from the network: a report
 * carries everything it shows inline, so any other request is refused.
 */
export class ReportTab {
  readonly #connection: DevtoolsConnection;
  readonly #targetId: string;
  readonly #sessionId: string;
  readonly #stopListening: () => void;
  #closed = false;

  private constructor(connection: DevtoolsConnection, targetId: string, sessionId: string) {
    this.#connection = connection;
    this.#targetId = targetId;
    this.#sessionId = sessionId;
    this.#stopListening = connection.onEvent((event) => {
      if (event.method === 'Target.detachedFromTarget' && event.params.sessionId === sessionId) this.#gone();
      if (event.sessionId !== sessionId) return;
      if (event.method === 'Inspector.targetCrashed') this.#gone();
      if (event.method === 'Fetch.requestPaused') this.#answerRequest(event.params);
    });
  }

  static async open(connection: DevtoolsConnection): Promise<ReportTab> {
    const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await connection
      .send('Target.attachToTarget', { targetId, flatten: true })
      .catch(async (error: unknown) => {
        // A tab that cannot be driven is closed, so that it does not stay open in the browser.
        await connection.send('Target.closeTarget', { targetId }).catch(() => undefined);
        throw error;
      });
    const tab = new ReportTab(connection, targetId, sessionId);
    try {
      await Promise.all([
        tab.#send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }),
        tab.#send('Emulation.setDeviceMetricsOverride', VIEWPORT),
      ]);
      return tab;
    } catch (error) {
      await tab.close();
      throw error;
    }
  }

  get isClosed(): boolean {
    return this.#closed || this.#connection.closed;
  }

  /** Whether the browser this tab belonged to has gone (exited, crashed, killed). */
  get browserGone(): boolean {
    return this.#connection.closed;
  }

  /**
   * Draws `html` and prints it to an A4 landscape PDF with `footerTemplate` at the foot of every
   * page. Fails with the page's own text when it says it could not be drawn.
   */
  async print(html: string, footerTemplate: string): Promise<Buffer> {
    await this.#evaluate(`document.open(); document.write(${JSON.stringify(html)}); document.close();`);
    const failure = await this.#evaluate(DRAWN, DRAW_TIMEOUT_MS + 5_000);
    if (typeof failure === 'string') throw new Error(`diagram could not be drawn: ${failure}`);
    const { data } = await this.#send('Page.printToPDF', {
      landscape: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate,
      preferCSSPageSize: true,
      paperWidth: A4.width,
      paperHeight: A4.height,
      marginTop: 0,
      marginBottom: 0,
      marginLeft: 0,
      marginRight: 0,
      generateTaggedPDF: true,
    });
    return Buffer.from(data, 'base64');
  }

  /**
   * Replaces the document by a fresh blank one, so that nothing of one report (DOM, script state)
   * reaches the next; resolves once the blank document is the one the tab shows.
   */
  async blank(): Promise<void> {
    const { errorText } = await this.#send('Page.navigate', { url: 'about:blank' });
    if (errorText) throw new Error(`the tab could not go blank: ${errorText}`);
    for (let attempt = 0; attempt < 100; attempt++) {
      // While the navigation commits, the old document's context may go away under the check.
      if ((await this.#evaluate(BLANK).catch(() => false)) === true) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the tab did not go blank');
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#gone();
    await this.#connection.send('Target.closeTarget', { targetId: this.#targetId }).catch(() => undefined);
  }

  #gone(): void {
    this.#closed = true;
    this.#stopListening();
  }

  #send<M extends keyof Commands>(method: M, params: ParamsOf<M>, timeoutMs?: number): Promise<ResultOf<M>> {
    return this.#connection.send(method, params, {
      sessionId: this.#sessionId,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  async #evaluate(expression: string, timeoutMs?: number): Promise<unknown> {
    const { result, exceptionDetails } = await this.#send(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      timeoutMs,
    );
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  }

  /** Lets inline content (data: URLs) load and refuses everything else. */
  #answerRequest(params: Record<string, unknown>): void {
    const requestId = String(params.requestId);
    const url = String((params.request as { url?: unknown } | undefined)?.url ?? '');
    const allowed = url.startsWith('data:') || url === 'about:blank';
    const answer = allowed
      ? this.#send('Fetch.continueRequest', { requestId })
      : this.#send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
    answer.catch(() => undefined);
  }
}
