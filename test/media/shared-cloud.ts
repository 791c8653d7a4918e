import { startLocalCloud } from '../../infra/local/cloud.js';

/**
 * For runs that share one local cloud across all workers (the media recordings): starts it on
 * free ports with throw-away data and names it in E2E_CLOUD_URL, which the workers' fixture uses
 * instead of starting a cloud of its own. Set E2E_CLOUD_URL to use a cloud that already runs.
 * The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_CLOUD_URL) return undefined;
  const cloud = await startLocalCloud();
  process.env.E2E_CLOUD_URL = cloud.baseUrl;
  process.env.E2E_CLOUD_MAILBOX_URL = cloud.mailboxUrl;
  return () => cloud.stop();
}
