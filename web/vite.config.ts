import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Libraries every screen needs as a whole (React, router, emotion) go into one
 * long-cached vendor chunk. It is an allow-list on purpose: heavy libraries of later pages
 * (bpmn-js, SurveyJS) must stay in their lazy route chunks. MUI is left out: its components are
 * split per use, so the login route loads the few it shows, not every component of every page.
 */
const VENDOR_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|use-sync-external-store)[\\/]/;

/**
 * React itself in its own chunk, ahead of the vendor group: the public participation page
 * (/teilnahme/{token}, opened on phones) needs React but neither the app's router nor emotion,
 * so it loads this chunk and not the whole vendor chunk.
 */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * TanStack Query in one chunk of its own, loaded with the first route that reads the API
 * (app/routes/query-layout.tsx): the login page does without it, and the pages after it load it
 * as one long-cached file instead of a handful of small shared pieces.
 */
const QUERY_MODULES = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/**
 * The workspace package @prozesspuls/shared is pure TypeScript (no import-time effects), but it
 * does not say so in its package.json. Declaring it here lets the bundler drop the modules the
 * SPA does not use — above all the zod schemas of the API contract, ~27 KB gzip on the login page.
 */
const SHARED_SOURCES = /^(?!.*node_modules).*[\\/]shared[\\/]src[\\/]/;

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * The login route's own code in one chunk ('start'): the app (router, providers, theme), the
 * login page and the MUI parts they show. Left to automatic chunking, these modules are cut into
 * ~25 small chunks because later pages share them in every combination, and each file compresses
 * on its own (~7 KB more gzip on the login page). Later pages load this chunk anyway: every page
 * starts with the app.
 *
 * Kept out: whatever the entry script or the participation page (/teilnahme, no app) imports,
 * so neither of them loads the app's chunk. That set is closed under imports, so nothing the start
 * chunk imports imports the start chunk back (no chunk cycle). Dependencies are not pulled in
 * recursively for the same reason; Rolldown places them as usual.
 */
function startChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const importsOf = new Map<string, readonly string[]>();
  const closure = (entries: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const pending = [...entries];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(importsOf.get(id) ?? []));
    }
    return seen;
  };
  let members: Set<string> | undefined;
  const startModules = () => {
    const excluded = closure([source('main.tsx'), source('features/participation/mount.tsx')]);
    const wanted = closure([source('app/app.tsx'), source('app/routes/login.tsx')]);
    // Ids starting with \0 are Vite's helpers (module preload), which the entry script uses too.
    return new Set([...wanted].filter((id) => !excluded.has(id) && !id.startsWith('\0')));
  };
  return {
    plugin: {
      name: 'prozesspuls:start-chunk',
      moduleParsed(info) {
        importsOf.set(info.id, info.importedIds);
      },
    },
    // Chunking starts after every module is parsed, so the graph is complete at the first call.
    test: (id) => {
      members ??= startModules();
      return members.has(id);
    },
  };
}

const start = startChunk();

export default defineConfig({
  plugins: [react(), start.plugin],
  // `@/` is web/src: imports say where a module lives, not how many folders up it is.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The local cloud (`npm start`) serves the API on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and dynamic import loads. The participation
    // page's bundle budget (test/e2e/participation-bundle.spec.ts) is measured from it.
    manifest: true,
    // The vendor chunk (router, emotion) is large on purpose and cached long.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: SHARED_SOURCES, sideEffects: false }] },
      output: {
        // Vite 8 bundles with Rolldown, whose `manualChunks` is a deprecated alias of this option.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_MODULES, priority: 2 },
            { name: 'vendor', test: VENDOR_MODULES, priority: 1 },
            { name: 'query', test: QUERY_MODULES, priority: 1 },
            { name: 'start', test: start.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
