import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { prepareRenderer, renderPdf } from '../../functions/src/adapters/pdfRenderer.js';
import { pdfText } from './pdf-text.js';

/**
 * A report page as the report builders write it: content, then a script that says when the page
 * is drawn (`__reportReady`) or why it could not be (`__reportError`).
 */
function reportPage(body: string, script = 'window.__reportReady = true;'): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>${body}<script>${script}</script></body></html>`;
}

/** A 1×1 transparent PNG, served by the test's server in case the page asked for it. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('PDF renderer', () => {
  it('renders consecutive reports on kept pages without anything of the previous one', async () => {
    const first = pdfText(await renderPdf(reportPage('<h1>Bericht Mandant Eins</h1>'), 'Fußzeile Eins'));
    expect(first).toContain('Bericht Mandant Eins');
    // The second page is drawn only after its own script ran: a flag left over from the first
    // report would let the PDF be taken from an empty page.
    const second = pdfText(
      await renderPdf(
        reportPage(
          '<h1 id="title"></h1>',
          `setTimeout(() => {
            document.getElementById('title').textContent = 'Bericht Mandant Zwei';
            window.__reportReady = true;
          }, 50);`,
        ),
        'Fußzeile Zwei',
      ),
    );
    expect(second).toContain('Bericht Mandant Zwei');
    expect(second).not.toContain('Mandant Eins');
  });

  it('reports a page that could not be drawn and renders the next report normally', async () => {
    await expect(
      renderPdf(reportPage('<h1>Kaputt</h1>', 'window.__reportError = "kein Diagramm";'), 'Fußzeile'),
    ).rejects.toThrow(/kein Diagramm/);
    const next = pdfText(await renderPdf(reportPage('<h1>Danach wieder gut</h1>'), 'Fußzeile'));
    expect(next).toContain('Danach wieder gut');
    expect(next).not.toContain('Kaputt');
  });

  it('renders reports asked for at the same time, each with its own content', async () => {
    const titles = ['Gleichzeitig A', 'Gleichzeitig B', 'Gleichzeitig C'];
    const texts = await Promise.all(
      titles.map(async (title) => pdfText(await renderPdf(reportPage(`<h1>${title}</h1>`), title))),
    );
    texts.forEach((text, index) => {
      expect(text).toContain(titles[index]);
      for (const other of titles.filter((_, i) => i !== index)) expect(text).not.toContain(other);
    });
  });

  it('renders on the page prepared while the data was read, and prepares only one', async () => {
    prepareRenderer();
    prepareRenderer();
    const texts = await Promise.all(
      ['Vorbereitet A', 'Vorbereitet B'].map(async (title) =>
        pdfText(await renderPdf(reportPage(`<h1>${title}</h1>`), title)),
      ),
    );
    expect(texts[0]).toContain('Vorbereitet A');
    expect(texts[0]).not.toContain('Vorbereitet B');
    expect(texts[1]).toContain('Vorbereitet B');
  });

  it('loads nothing from the network, not even an image the page names', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' }).end(ONE_PIXEL_PNG);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const text = pdfText(
        await renderPdf(
          reportPage(
            `<h1>Ohne Netz</h1><img id="remote" src="http://127.0.0.1:${port}/logo.png">`,
            `const image = document.getElementById('remote');
             const done = (state) => { document.body.insertAdjacentHTML('beforeend', '<p>Bild ' + state + '</p>'); window.__reportReady = true; };
             image.complete ? done(image.naturalWidth > 0 ? 'geladen' : 'blockiert') : (image.onload = () => done('geladen'), image.onerror = () => done('blockiert'));`,
          ),
          'Fußzeile',
        ),
      );
      expect(text).toContain('Bild blockiert');
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('starts Chromium again for the next report when it went away', async () => {
    expect(pdfText(await renderPdf(reportPage('<h1>Vorher</h1>'), 'Fußzeile'))).toContain('Vorher');
    const browsers = reportBrowsers();
    expect(browsers.length).toBeGreaterThan(0);
    for (const pid of browsers) process.kill(pid, 'SIGKILL');
    await expect.poll(() => reportBrowsers().filter((pid) => browsers.includes(pid))).toEqual([]);
    expect(pdfText(await renderPdf(reportPage('<h1>Nachher</h1>'), 'Fußzeile'))).toContain('Nachher');
    expect(reportBrowsers().filter((pid) => !browsers.includes(pid))).toHaveLength(1);
  });
});

/** The report browsers this test process started (their profile folder names them). */
function reportBrowsers(): number[] {
  const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return listing
    .split('\n')
    .filter((line) => line.includes('--remote-debugging-pipe') && line.includes('report-chromium-'))
    .map((line) => Number.parseInt(line.trim(), 10));
}
