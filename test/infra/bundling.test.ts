import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allHandlerModules } from '@prozesspuls/functions/routes/registry';
import { describe, expect, it } from 'vitest';
import {
  bundleHandlers,
  MissingHandlerModulesError,
  missingHandlerModules,
} from '../../infra/lib/bundling/handlerBundles.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';

const FIXTURES = join(REPO_ROOT, 'test', 'infra', 'fixtures', 'handlers');
const tempDir = () => mkdtempSync(join(tmpdir(), 'pp-bundle-'));

describe('handler bundling', () => {
  it('finds a module file for every handler module of the registry', () => {
    expect(missingHandlerModules(allHandlerModules())).toEqual([]);
  });

  it('refuses to bundle when a registry module is missing, instead of deploying a substitute', async () => {
    const outdir = tempDir();
    const bundling = bundleHandlers({ modules: ['notImplemented', 'models/doesNotExist'], outdir });
    await expect(bundling).rejects.toBeInstanceOf(MissingHandlerModulesError);
    await expect(bundling).rejects.toThrow(/models\/doesNotExist/);
    expect(existsSync(outdir)).toBe(true);
    expect(readdirSync(outdir)).toEqual([]);
  });

  it('rejects module names that could leave the source directory', async () => {
    await expect(bundleHandlers({ modules: ['../secrets'], outdir: tempDir() })).rejects.toThrow(/Invalid/);
  });

  it('writes <module>.mjs per module into its area folder, ESM that runs CommonJS dependencies', async () => {
    const outdir = join(tempDir(), 'functions');
    const modules = ['usesCommonJs', 'nested/usesCommonJsToo', 'nested/alsoUsesCommonJs'];
    const bundles = await bundleHandlers({ modules, outdir, sourceDir: FIXTURES });
    expect(bundles.directory).toBe(outdir);
    expect([...bundles.handlers]).toEqual(modules.map((module) => [module, `${module}.handler`]));
    // A module's function is deployed from its area's folder, where the handler setting finds it.
    expect(bundles.directoryOf('usesCommonJs')).toBe(outdir);
    expect(bundles.directoryOf('nested/usesCommonJsToo')).toBe(join(outdir, 'nested'));

    const entry = join(outdir, 'usesCommonJs.mjs');
    const bundle = readFileSync(entry, 'utf8');
    expect(bundle.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);
    expect(bundle).toContain('//# sourceMappingURL=usesCommonJs.mjs.map');
    expect(existsSync(`${entry}.map`)).toBe(true);
    // What the handlers of one area use is written once, as a chunk of that area's folder.
    const areaChunks = readdirSync(join(outdir, 'nested', '_shared')).filter((file) => file.endsWith('.mjs'));
    expect(areaChunks.length).toBeGreaterThan(0);
    expect(bundles.entrySizes.get('nested/usesCommonJsToo')).toBeLessThan(bundles.totalBytes / 3);

    // Plain Node, as in Lambda: the bundled CommonJS code needs the `require` the banner creates.
    for (const module of modules) {
      const url = pathToFileURL(join(bundles.directoryOf(module), `${module}.mjs`)).href;
      const output = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(url)}); console.log(await m.handler());`,
        ],
        { encoding: 'utf8' },
      );
      expect(output.trim(), module).toBe('404');
    }
  });

  it('bundles each area on its own, so a function loads no code that only other areas use', async () => {
    const outdir = join(tempDir(), 'functions');
    const bundles = await bundleHandlers({
      modules: ['usesCommonJs', 'nested/usesCommonJsToo'],
      outdir,
      sourceDir: FIXTURES,
    });
    // Nothing is shared across areas: the area folder holds everything its module imports.
    const nested = readdirSync(bundles.directoryOf('nested/usesCommonJsToo'), { recursive: true });
    expect(
      nested.some((file) => String(file).includes('usesCommonJs.mjs') && !String(file).includes('Too')),
    ).toBe(false);
    expect(existsSync(join(outdir, '_shared'))).toBe(false);
  });

  it('replaces the output directory, so no stale handler is ever deployed', async () => {
    const outdir = join(tempDir(), 'functions');
    await bundleHandlers({
      modules: ['usesCommonJs', 'nested/usesCommonJsToo'],
      outdir,
      sourceDir: FIXTURES,
    });
    await bundleHandlers({ modules: ['usesCommonJs'], outdir, sourceDir: FIXTURES });
    expect(existsSync(join(outdir, 'usesCommonJs.mjs'))).toBe(true);
    expect(existsSync(join(outdir, 'nested'))).toBe(false);
  });

  it('keeps the AWS SDK out of the bundle (the Lambda runtime provides it)', async () => {
    const { directory } = await bundleHandlers({
      modules: ['usesAwsSdk'],
      outdir: tempDir(),
      sourceDir: FIXTURES,
    });
    const bundle = readFileSync(join(directory, 'usesAwsSdk.mjs'), 'utf8');
    expect(bundle).toMatch(/from\s*"@aws-sdk\/client-s3"/);
    expect(bundle.length).toBeLessThan(5_000);
  });

  it('bundles zod with German messages only (ours and its German locale), not every language zod ships', async () => {
    const { directory } = await bundleHandlers({ modules: ['users/getRoleByX'], outdir: tempDir() });
    const javaScript = readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    // Applied in the function, not only imported: a bare side-effect import of shared is dropped.
    expect(javaScript).toContain('Bitte füllen Sie dieses Feld aus.');
    expect(javaScript).toContain('Ungültige Eingabe');
    // French and Japanese stand for the other ~45 locales that `import { z } from 'zod'` drags in.
    expect(javaScript).not.toContain('Entrée invalide');
    expect(javaScript).not.toContain('無効な入力');
  });
});
