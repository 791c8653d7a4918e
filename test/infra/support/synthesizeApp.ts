import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import type { HandlerBundles } from '../../../infra/lib/bundling/handlerBundles.js';
import { REPO_ROOT } from '../../../infra/lib/paths.js';
import { buildProzessPulsApp, type ProzessPulsStacks } from '../../../infra/lib/prozessPulsApp.js';

export interface SynthesizedApp {
  readonly app: App;
  readonly stacks: ProzessPulsStacks;
  readonly handlerBundles: HandlerBundles;
  /**
   * What `app.synth()` threw with the CLI's settings (an unacknowledged cdk-nag finding fails
   * synthesis), if anything. Then `app` is a second synthesis that only reports validation
   * failures, so the structural tests still run and only the cdk-nag test fails.
   */
  readonly synthError: unknown;
}

/** The feature flags and settings of `cdk.json`, so the tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** A stand-in for `web/dist`, so the SPA deployment is part of what the tests check. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>ProzessPuls</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

async function build(context: Record<string, unknown>, webDistDir: string | undefined) {
  const work = mkdtempSync(join(tmpdir(), 'pp-infra-'));
  const app = new App({ outdir: join(work, 'cdk.out'), context: { ...cdkJsonContext(), ...context } });
  const { stacks, handlerBundles } = await buildProzessPulsApp(app, {
    handlerBundleDir: join(work, 'functions'),
    webDistDir: webDistDir ?? join(work, 'no-web-build'),
  });
  return { app, stacks, handlerBundles };
}

/**
 * Builds the real app (bundling every registry module) into temporary directories, so a test run
 * never races a concurrent `cdk synth` over `cdk.out` or the bundle directory.
 */
export async function synthesizeApp(options: { webDistDir?: string } = {}): Promise<SynthesizedApp> {
  const strict = await build({}, options.webDistDir);
  try {
    strict.app.synth();
    return { ...strict, synthError: undefined };
  } catch (synthError) {
    const lenient = await build({ '@aws-cdk/core:failSynthOnValidationErrors': false }, options.webDistDir);
    lenient.app.synth();
    return { ...lenient, synthError };
  }
}
