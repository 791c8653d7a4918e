import { App } from 'aws-cdk-lib';
import { HANDLER_BUNDLE_DIR, WEB_DIST_DIR } from '../lib/paths.js';
import { buildProzessPulsApp } from '../lib/prozessPulsApp.js';

/** CDK entry point (cdk.json: `npx tsx infra/bin/app.ts`). */
const app = new App();
await buildProzessPulsApp(app, { handlerBundleDir: HANDLER_BUNDLE_DIR, webDistDir: WEB_DIST_DIR });
app.synth();
