import { startLocalCloud } from '../../infra/local/cloud.js';

/**
 * Starts the local cloud (emulators, seeded demo tenant, API and the built SPA) on free ports with
 * throw-away data, so every run starts from the same seed. Set E2E_BASE_URL to test a cloud that
 * already runs instead. The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const cloud = await startLocalCloud();
  process.env.E2E_BASE_URL = cloud.baseUrl;
  process.env.E2E_MAILBOX_URL = cloud.mailboxUrl;
  return () => cloud.stop();
}
