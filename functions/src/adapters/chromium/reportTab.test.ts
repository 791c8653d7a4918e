import { describe, expect, it } from 'vitest';
import { DevtoolsConnection } from './devtoolsConnection.js';
import { ReportTab } from './reportTab.js';

/** A browser that opens tabs but cannot attach to them, and records what it was asked. */
function browserThatCannotAttach() {
  const asked: string[] = [];
  const connection: DevtoolsConnection = new DevtoolsConnection((text) => {
    const { id, method } = JSON.parse(text) as { id: number; method: string };
    asked.push(method);
    const answer =
      method === 'Target.attachToTarget'
        ? { id, error: { message: 'No target with given id found' } }
        : { id, result: method === 'Target.createTarget' ? { targetId: 'T1' } : {} };
    queueMicrotask(() => connection.receive(JSON.stringify(answer)));
  });
  return { connection, asked };
}

describe('report tab', () => {
  it('closes a tab it could not attach to, so that it does not stay open in the browser', async () => {
    const { connection, asked } = browserThatCannotAttach();
    await expect(ReportTab.open(connection)).rejects.toThrow('Target.attachToTarget failed');
    expect(asked).toEqual(['Target.createTarget', 'Target.attachToTarget', 'Target.closeTarget']);
  });
});
