import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevtoolsConnection, type DevtoolsEvent } from './devtoolsConnection.js';

function connected() {
  const sent: { id: number; method: string; params: unknown; sessionId?: string }[] = [];
  const connection = new DevtoolsConnection((message) => sent.push(JSON.parse(message)));
  return { connection, sent };
}

afterEach(() => vi.useRealTimers());

describe('DevTools connection', () => {
  it('answers each command by its id, also when the answers come in another order', async () => {
    const { connection, sent } = connected();
    const version = connection.send('Browser.getVersion', undefined);
    const target = connection.send('Target.createTarget', { url: 'about:blank' }, { sessionId: 'S' });
    expect(sent.map((m) => [m.method, m.sessionId])).toEqual([
      ['Browser.getVersion', undefined],
      ['Target.createTarget', 'S'],
    ]);
    connection.receive(JSON.stringify({ id: sent[1]?.id, result: { targetId: 'T1' } }));
    connection.receive(JSON.stringify({ id: sent[0]?.id, result: { product: 'Chrome' } }));
    await expect(target).resolves.toEqual({ targetId: 'T1' });
    await expect(version).resolves.toEqual({ product: 'Chrome' });
  });

  it("fails a command with the browser's error", async () => {
    const { connection, sent } = connected();
    const closing = connection.send('Target.closeTarget', { targetId: 'gone' });
    connection.receive(
      JSON.stringify({ id: sent[0]?.id, error: { message: 'No target with given id found' } }),
    );
    await expect(closing).rejects.toThrow('Target.closeTarget failed: No target with given id found');
  });

  it('passes events on with their session', () => {
    const { connection } = connected();
    const events: DevtoolsEvent[] = [];
    const stop = connection.onEvent((event) => events.push(event));
    connection.receive(JSON.stringify({ method: 'Inspector.targetCrashed', params: {}, sessionId: 'S' }));
    stop();
    connection.receive(JSON.stringify({ method: 'Inspector.targetCrashed', params: {}, sessionId: 'S' }));
    expect(events).toEqual([{ method: 'Inspector.targetCrashed', params: {}, sessionId: 'S' }]);
  });

  it('fails waiting and later commands once the browser is gone', async () => {
    const { connection } = connected();
    const waiting = connection.send('Browser.getVersion', undefined);
    connection.close(new Error('Chromium ended (SIGKILL)'));
    await expect(waiting).rejects.toThrow('Chromium ended (SIGKILL)');
    await expect(connection.send('Browser.getVersion', undefined)).rejects.toThrow('Chromium ended');
    expect(connection.closed).toBe(true);
  });

  it('gives up on a command the browser never answers', async () => {
    vi.useFakeTimers();
    const { connection } = connected();
    const waiting = connection.send('Page.printToPDF', {}, { timeoutMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    await expect(waiting).rejects.toThrow('Page.printToPDF got no answer within 1000 ms');
  });
});
