import type { Plugin } from 'esbuild';

/**
 * Packages that puppeteer-core's browser management imports but our functions never run, each
 * with the one importer it is replaced for. `@puppeteer/browsers` downloads browsers through
 * `proxy-agent`, which resolves proxies from PAC files by running their JavaScript in a
 * QuickJS engine (pac-resolver, @tootallnate/quickjs-emscripten, esprima, escodegen, ast-types,
 * get-uri, basic-ftp, socks …): about 1.2 MB of minified code on every report function's cold
 * start. Our functions launch the Chromium of @sparticuz/chromium by its path and never
 * download a browser, so nothing ever constructs a proxy agent.
 */
export const REPLACED_PACKAGES: ReadonlyMap<string, RegExp> = new Map([
  ['proxy-agent', /[\\/]node_modules[\\/]@puppeteer[\\/]browsers[\\/]/],
]);

const NAMESPACE = 'without-browser-download';

/** What a replaced package becomes: loading it is harmless, using it fails with the reason. */
function replacement(name: string): string {
  const message =
    `${name} is not bundled: the functions launch the Chromium of @sparticuz/chromium and never ` +
    'download a browser (infra/lib/bundling/withoutBrowserDownload.ts).';
  return `const fail = () => { throw new Error(${JSON.stringify(message)}); };
export class ProxyAgent { constructor() { fail(); } }
export default fail;
`;
}

/**
 * Replaces the packages of `REPLACED_PACKAGES`, when imported by their listed importer only, by a
 * module whose every use throws a clear error instead of failing somewhere deep in a proxy lookup.
 */
export const withoutBrowserDownload: Plugin = {
  name: NAMESPACE,
  setup(build) {
    for (const [name, importer] of REPLACED_PACKAGES) {
      const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      build.onResolve({ filter: exactly }, (args) =>
        importer.test(args.importer) ? { path: name, namespace: NAMESPACE } : undefined,
      );
    }
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: replacement(args.path),
      loader: 'js',
    }));
  },
};
