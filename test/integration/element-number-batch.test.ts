/**
 * 'Alle Elemente nummerieren' in one call (PUT /elementNumber/bpmn/{uuid}): the
 * single route's rules, conditional transactions of at most 100 items, all or nothing per chunk.
 */
import type { ElementNumber, ElementNumberBatchResult } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, signInDemoUsers } from './client.js';

const IN_USE = 'Diese Nummer wird bereits verwendet!';

describe('numbering many elements in one call', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  const newModel = (name: string) => createdModel(demo.modeller, name);

  const batch = (
    uuid: string,
    numbers: readonly { elementId: string; number: string }[],
    token = demo.modeller,
  ) =>
    api<ElementNumberBatchResult & { msg: string }>('PUT', `/elementNumber/bpmn/${uuid}`, {
      token,
      json: { numbers },
    });

  /** POST /elementNumber: the single route, numbering one element as the modeller. */
  const numberOne = (uuid: string, elementId: string, number: string) =>
    api('POST', '/elementNumber', { token: demo.modeller, json: { uuidModel: uuid, elementId, number } });

  const listed = async (uuid: string) =>
    new Map(
      (await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: demo.modeller })).body.map(
        (n) => [n.elementId, n.number],
      ),
    );

  const tasks = (count: number, first = 1) =>
    Array.from({ length: count }, (_, i) => ({ elementId: `Task_${i}`, number: String(first + i) }));

  it('numbers 400 elements in one call', async () => {
    const uuid = await newModel('Stapel 400');
    const reply = await batch(uuid, tasks(400));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ written: 400, failedChunks: [], msg: 'Elemente nummeriert: 400' });
    const numbers = await listed(uuid);
    expect(numbers.size).toBe(400);
    expect(numbers.get('Task_0')).toBe('1');
    expect(numbers.get('Task_399')).toBe('400');
    // The reservations were written with the numbers: the single route sees them taken.
    const taken = await numberOne(uuid, 'Other', '250');
    expect(taken).toMatchObject({ status: 409, body: { msg: IN_USE } });
  });

  it('refuses a number twice in the batch with a German 400 and writes nothing', async () => {
    const uuid = await newModel('Stapel doppelt');
    const numbers = [...tasks(150), { elementId: 'Task_extra', number: '0075' }];
    const reply = await batch(uuid, numbers);
    expect(reply).toMatchObject({
      status: 400,
      body: { msg: 'Die Nummer 75 kommt in der Anfrage mehrfach vor.' },
    });
    expect((await listed(uuid)).size).toBe(0);
  });

  it('refuses an invalid number with the single route text and writes nothing', async () => {
    const uuid = await newModel('Stapel ungültig');
    const reply = await batch(uuid, [...tasks(120), { elementId: 'Task_zero', number: '0' }]);
    expect(reply).toMatchObject({ status: 400, body: { msg: 'Die Nummer 0 kann nicht vergeben werden' } });
    expect((await listed(uuid)).size).toBe(0);
  });

  it('refuses a number another element holds with 409 and writes nothing', async () => {
    const uuid = await newModel('Stapel belegt');
    await numberOne(uuid, 'Holder', '130');
    const reply = await batch(uuid, tasks(200));
    expect(reply).toMatchObject({ status: 409, body: { msg: 'Die Nummer 130 wird bereits verwendet!' } });
    expect([...(await listed(uuid))]).toEqual([['Holder', '130']]);
  });

  it("refuses another tenant's model and members without edit rights, writing nothing", async () => {
    const uuid = await newModel('Stapel fremd');
    expect((await batch(uuid, tasks(3), demo.employee)).status).toBe(403);
    const switched = await api('POST', '/user/client', { token: demo.admin, json: { clientId: 2 } });
    expect(switched.status).toBe(200);
    try {
      const reply = await batch(uuid, tasks(3), demo.admin);
      expect([403, 404]).toContain(reply.status);
      expect(typeof (reply.body as { msg?: unknown }).msg).toBe('string');
    } finally {
      await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
    }
    expect((await listed(uuid)).size).toBe(0);
  });

  it('stays consistent when a single PUT races the batch for one of its elements', async () => {
    for (let round = 0; round < 5; round += 1) {
      const uuid = await newModel(`Stapelrennen ${round}`);
      const [reply, single] = await Promise.all([
        batch(uuid, tasks(150)),
        api('PUT', '/elementNumber', {
          token: demo.modeller,
          json: { uuidModel: uuid, elementId: 'Task_0', number: '500' },
        }),
      ]);
      expect(single.status).toBe(200);
      expect(reply.status).toBe(200);
      const numbers = await listed(uuid);
      // Whichever wrote first, the single PUT decides Task_0's number.
      expect(numbers.get('Task_0')).toBe('500');
      const lost = new Set(reply.body.failedChunks.flatMap((chunk) => chunk.elementIds));
      if (lost.size > 0) {
        expect(lost.has('Task_0')).toBe(true);
        expect(reply.body.msg).toContain('von 150 Elementen wurden nummeriert');
      }
      // A failed chunk wrote nothing; every other element has its number.
      for (const { elementId, number } of tasks(150).slice(1)) {
        expect(numbers.get(elementId), elementId).toBe(lost.has(elementId) ? undefined : number);
      }
      expect(reply.body.written).toBe(150 - lost.size);
      const values = [...numbers.values()];
      expect(new Set(values).size).toBe(values.length);
      // The reservations match the numbers: '1' is free again, '500' is taken.
      const free = await numberOne(uuid, 'Late_1', '1');
      expect(free.status).toBe(200);
      const taken = await numberOne(uuid, 'Late_2', '500');
      expect(taken).toMatchObject({ status: 409, body: { msg: IN_USE } });
    }
  });
});
