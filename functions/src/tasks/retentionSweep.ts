import { runRetentionForAllClients } from '../domain/privacy/retention.js';

/**
 * The daily retention run (DSGVO): a recurring EventBridge schedule invokes it
 * (infra/lib/stacks/workflowStack.ts). It takes nothing from the event: the clients and their
 * periods come from the table.
 */
export async function handler(): Promise<{ readonly clients: number; readonly deleted: number }> {
  return runRetentionForAllClients(Date.now());
}
