/**
 * The bare comparison pages of the browser benchmarks: a page built with vite from a hand-written
 * index.html and main.js, served from a tiny static server, opened in the benchmarks' Chromium.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import sparticuz from '@sparticuz/chromium';
import { build } from 'vite';

/** Writes `indexHtml` and `mainJs` into `dir` (emptied first), builds them and answers the dist folder. */
export async function buildPlainPage(dir: string, indexHtml: string, mainJs: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'main.js'), mainJs);
  await build({ root: dir, logLevel: 'silent', build: { outDir: 'dist', emptyOutDir: true } });
  return join(dir, 'dist');
}

export interface StaticServer {
  readonly server: Server;
  readonly url: string;
}

interface ContentTypes {
  /** Content type by file ending. */
  readonly byEnding: Record<string, string>;
  /** For every other ending. */
  readonly otherwise: string;
}

/** Serves `dir` on a free local port; `extra` answers paths from memory (e.g. the diagram or survey). */
export function serveStatic(
  dir: string,
  extra: Record<string, string>,
  types: ContentTypes,
): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x').pathname;
    const path = url === '/' ? '/index.html' : url;
    let body: string | Buffer | undefined = extra[path];
    if (body === undefined) {
      try {
        body = readFileSync(join(dir, path));
      } catch {
        response.writeHead(404).end();
        return;
      }
    }
    response.writeHead(200, {
      'content-type': types.byEnding[path.split('.').pop() ?? ''] ?? types.otherwise,
    });
    response.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** Headless Chromium (CHROMIUM_PATH or @sparticuz/chromium's), as the e2e tests run it. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (await sparticuz.executablePath()),
    args: [...sparticuz.args.filter((arg) => arg !== '--single-process'), '--no-sandbox', '--disable-gpu'],
    headless: true,
  });
}
