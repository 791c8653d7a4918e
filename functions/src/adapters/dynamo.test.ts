import { describe, expect, it, vi } from 'vitest';

/** The module as a fresh function container loads it. */
async function load() {
  vi.resetModules();
  return import('./dynamo.js');
}

describe('the DynamoDB adapter', () => {
  it("skips the SDK's logger step, which would filter every answer for a log entry no one reads", async () => {
    const { documentClient, SDK_LOGGER_STEP } = await load();
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const steps = (client: { middlewareStack: { identify(): string[] } }) =>
      client.middlewareStack.identify().map((step) => step.split(' ')[0]);
    // The step exists under this name in a plain client: a renamed step would fail here.
    expect(steps(new DynamoDBClient({}))).toContain(SDK_LOGGER_STEP);
    expect(steps(documentClient)).not.toContain(SDK_LOGGER_STEP);
    documentClient.destroy();
  });
});
