import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, derived from this file so the app works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the handler modules of the route registry live (`<module>.ts`). */
export const HANDLER_SOURCE_DIR = join(REPO_ROOT, 'functions', 'src', 'routes');

/** Bundled handlers, one directory per module; `build/` is git-ignored. */
export const HANDLER_BUNDLE_DIR = join(REPO_ROOT, 'infra', 'build', 'functions');

/** The built SPA (`npm run build -w web`). */
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
