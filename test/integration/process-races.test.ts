/**
 * For folders, models, element numbers and custom elements: the races and probes
 * an outside attacker ran, each of which broke an invariant or leaked before the fix.
 */
import type { CustomElement, ElementNumber, FolderDetails, ProcessModel } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, invitedMember, login, roleWith, signInDemoUsers } from './client.js';
import { fixture, uploadBpmn } from './upload.js';

const ROUNDS = 10;
const READ_WRITE = { PROCESS_READ: true, PROCESS_WRITE: true };
const NOT_EMPTY = 'Der Ordner enthält Prozesse und kann daher nicht gelöscht werden.';
const IN_USE = 'Diese Nummer wird bereits verwendet!';

describe('process races and probes', () => {
  /** `outsider` is a PROCESS user of client 1 whose role has no folder rights: sees only what is shared. */
  const suite = setUpBeforeAll(async () => {
    const demo = await signInDemoUsers();
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
    const admin = (await login('admin@demo.local')).accessToken;
    const outsider = await invitedMember(admin, {
      userId: 'rennpruefer@demo.local',
      password: 'Pruefer!2026',
      firstName: 'Rita',
      lastName: 'Renn',
      roleIds: [await roleWith(admin, 'Rennprüfer', ['PROCESS'])],
    });
    return { admin, modeller: demo.modeller, outsider };
  });

  const newFolder = async (name: string) => {
    const created = await api<{ id: string }>('POST', '/folder', {
      token: suite.modeller,
      json: { folderName: name, folderPermissions: [{ roleId: 'modellierer', permissions: READ_WRITE }] },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  const newModel = async (name: string, folderId = 'default') => {
    const created = await api<{ uuid: string }>(
      'POST',
      `/bpmn/file/${encodeURIComponent(name)}?folderId=${folderId}`,
      { token: suite.modeller },
    );
    expect(created.status).toBe(201);
    return created.body.uuid;
  };

  /** Every model the modeller owns must sit in a folder that exists. */
  const expectNoOrphans = async (uuids: readonly string[]) => {
    const folders = new Set(
      (await api<FolderDetails[]>('GET', '/folder', { token: suite.modeller })).body.map((f) => f.id),
    );
    for (const uuid of uuids) {
      const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: suite.modeller });
      expect(model.status).toBe(200);
      expect(folders.has(model.body.folderId), `model ${uuid} in deleted folder ${model.body.folderId}`).toBe(
        true,
      );
    }
  };

  it('never leaves a model in a folder deleted while the model is moved into it', async () => {
    const models: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const folderId = await newFolder(`Umzug ${round}`);
      const uuid = await newModel(`Umzug ${round}`);
      models.push(uuid);
      const [deleted, moved] = await Promise.all([
        api('DELETE', `/folder/${folderId}`, { token: suite.modeller }),
        api('PUT', `/folder/${folderId}/add`, { token: suite.modeller, json: { processes: [uuid] } }),
      ]);
      expect([deleted.status, moved.status]).not.toEqual([204, 204]);
      if (deleted.status !== 204) expect(deleted).toMatchObject({ status: 409, body: { msg: NOT_EMPTY } });
    }
    await expectNoOrphans(models);
  });

  it('never leaves a model in a folder deleted while the model is created or imported in it', async () => {
    const models: string[] = [];
    const xml = fixture('kitchen-sink.bpmn');
    for (let round = 0; round < ROUNDS; round += 1) {
      const folderId = await newFolder(`Neuanlage ${round}`);
      const [deleted, created, imported] = await Promise.all([
        api('DELETE', `/folder/${folderId}`, { token: suite.modeller }),
        api<{ uuid?: string }>('POST', `/bpmn/file/Neu${round}?folderId=${folderId}`, {
          token: suite.modeller,
        }),
        uploadBpmn(suite.modeller, `Import${round}.bpmn`, xml, folderId),
      ]);
      for (const reply of [created, imported]) {
        if (reply.status === 201 && reply.body.uuid) models.push(reply.body.uuid);
        else expect(reply.status).toBe(400);
      }
      if (deleted.status === 204) expect([created.status, imported.status]).toEqual([400, 400]);
    }
    await expectNoOrphans(models);
  });

  it('deletes a folder once its last model has moved out', async () => {
    const folderId = await newFolder('Leeren');
    const uuid = await newModel('Leeren', folderId);
    expect((await api('DELETE', `/folder/${folderId}`, { token: suite.modeller })).status).toBe(409);
    await api('PUT', '/folder/default/add', { token: suite.modeller, json: { processes: [uuid] } });
    expect((await api('DELETE', `/folder/${folderId}`, { token: suite.modeller })).status).toBe(204);
  });

  it('gives a number to exactly one of 20 parallel requests for it', async () => {
    const uuid = await newModel('Nummernrennen');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api<{ msg?: string }>('POST', '/elementNumber', {
          token: suite.modeller,
          json: { uuidModel: uuid, elementId: `Task_${i}`, number: '5' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply).toMatchObject({ status: 409, body: { msg: IN_USE } });
    }
    const list = await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: suite.modeller });
    expect(list.body.filter((n) => n.number === '5')).toHaveLength(1);
  });

  it('keeps numbers unique when renumbering and deleting race', async () => {
    const uuid = await newModel('Umnummerieren');
    const assign = (elementId: string, number: string, method = 'POST') =>
      api(method, '/elementNumber', {
        token: suite.modeller,
        json: { uuidModel: uuid, elementId, number },
      });
    for (const i of [1, 2, 3, 4, 5]) expect((await assign(`Old_${i}`, String(i))).status).toBe(200);
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => assign(`New_${i}`, '2', 'PUT')),
      api('DELETE', `/elementNumber/element/Old_3?uuid=${uuid}`, { token: suite.modeller }),
      assign('Old_1', '4', 'PUT'),
    ]);
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const list = await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: suite.modeller });
    const numbers = list.body.map((n) => n.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // A number freed by a delete can be given again; the whole model's numbers can go.
    expect((await api('DELETE', `/elementNumber/bpmn/${uuid}`, { token: suite.modeller })).status).toBe(204);
    expect((await assign('Again', '2')).status).toBe(200);
  });

  it('renumbers a chain too long for one transaction and keeps the numbers unique', async () => {
    const uuid = await newModel('Lange Kette');
    const count = 110;
    for (let start = 1; start <= count; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api('POST', '/elementNumber', {
            token: suite.modeller,
            json: { uuidModel: uuid, elementId: `Task_${start + i}`, number: String(start + i) },
          }),
        ),
      );
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(200));
    }
    const renumbered = await api<ElementNumber[]>('PUT', '/elementNumber', {
      token: suite.modeller,
      json: { uuidModel: uuid, elementId: 'Task_new', number: '1' },
    });
    expect(renumbered.status).toBe(200);
    expect(renumbered.body).toHaveLength(count + 1);
    const list = await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: suite.modeller });
    expect(list.body.map((n) => n.number)).toEqual(
      Array.from({ length: count + 1 }, (_, i) => String(i + 1)),
    );
    expect(list.body[0]?.elementId).toBe('Task_new');
    // The reservations moved with the numbers: the end of the chain is taken, the next one free.
    const taken = await api('POST', '/elementNumber', {
      token: suite.modeller,
      json: { uuidModel: uuid, elementId: 'Task_last', number: String(count + 1) },
    });
    expect(taken).toMatchObject({ status: 409, body: { msg: IN_USE } });
    const free = await api('POST', '/elementNumber', {
      token: suite.modeller,
      json: { uuidModel: uuid, elementId: 'Task_last', number: String(count + 2) },
    });
    expect(free.status).toBe(200);
  });

  it('answers the folder permission check alike for unknown and invisible models', async () => {
    const folderId = await newFolder('Geheim');
    const hidden = await newModel('Geheim', folderId);
    const unknown = '0b6f5c1e-9d7a-4e39-8f43-2a1c0d9e7b55';
    const forHidden = await api('GET', `/folder/process/${hidden}/permission/PROCESS_READ`, {
      token: suite.outsider,
    });
    const forUnknown = await api('GET', `/folder/process/${unknown}/permission/PROCESS_READ`, {
      token: suite.outsider,
    });
    expect(forHidden).toEqual(forUnknown);
    expect(forHidden.status).toBe(404);
    // Nor does the permission name tell them apart.
    expect(await api('GET', `/folder/process/${hidden}/permission/X`, { token: suite.outsider })).toEqual(
      await api('GET', `/folder/process/${unknown}/permission/X`, { token: suite.outsider }),
    );
    expect(
      (await api('GET', `/folder/process/${hidden}/permission/PROCESS_WRITE`, { token: suite.modeller }))
        .body,
    ).toBe(true);
  });

  it('caps an imported file name like the create route', async () => {
    const longName = 'x'.repeat(60_000);
    const created = await api('POST', `/bpmn/file/${'y'.repeat(201)}?folderId=default`, {
      token: suite.modeller,
    });
    const imported = await uploadBpmn(suite.modeller, `${longName}.bpmn`, fixture('kitchen-sink.bpmn'));
    expect(created.status).toBe(400);
    const message = 'Der Name darf höchstens 200 Zeichen lang sein.';
    expect(imported).toEqual({ status: 400, body: { msg: message } });
    expect(created.body).toMatchObject({ msg: message });
    const list = await api<Array<{ fileName: string }>>('GET', '/bpmn', { token: suite.modeller });
    expect(list.body.some((m) => m.fileName.length > 200)).toBe(false);
    const fits = await uploadBpmn(suite.modeller, `${'z'.repeat(200)}.bpmn`, fixture('kitchen-sink.bpmn'));
    expect(fits.status).toBe(201);
  });

  it('lets only the creator or an administrator delete a custom element', async () => {
    const icon = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    // Room for this test whatever ran before (the administrator may delete every element).
    const before = await api<CustomElement[]>('GET', '/customModelingEndpoint', { token: suite.admin });
    for (const element of before.body) {
      expect(
        (await api('DELETE', `/customModelingEndpoint/${element.id}`, { token: suite.admin })).status,
      ).toBe(204);
    }
    const add = async (token: string, elementTitle: string) => {
      const reply = await api<CustomElement>('POST', '/customModelingEndpoint', {
        token,
        json: { elementTitle, imageUrl: icon },
      });
      expect(reply.status).toBe(201);
      return reply.body.id;
    };
    const ofModeller = await add(suite.modeller, 'Vom Modellierer');
    const ofAdmin = await add(suite.admin, 'Vom Admin');

    const forOutsider = await api<CustomElement[]>('GET', '/customModelingEndpoint', {
      token: suite.outsider,
    });
    expect(forOutsider.body.map((e) => e.canDelete)).toEqual([false, false]);
    const forModeller = await api<CustomElement[]>('GET', '/customModelingEndpoint', {
      token: suite.modeller,
    });
    expect(Object.fromEntries(forModeller.body.map((e) => [e.id, e.canDelete]))).toEqual({
      [ofModeller]: true,
      [ofAdmin]: false,
    });

    const refused = await api('DELETE', `/customModelingEndpoint/${ofModeller}`, { token: suite.outsider });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        msg: 'Ein eigenes Element kann nur von der Person, die es angelegt hat, oder von einem Administrator gelöscht werden.',
      },
    });
    expect(
      (await api('DELETE', `/customModelingEndpoint/${ofAdmin}`, { token: suite.modeller })).status,
    ).toBe(403);
    expect(
      (await api('DELETE', `/customModelingEndpoint/${ofModeller}`, { token: suite.modeller })).status,
    ).toBe(204);
    expect((await api('DELETE', `/customModelingEndpoint/${ofAdmin}`, { token: suite.admin })).status).toBe(
      204,
    );
    const after = await api<CustomElement[]>('GET', '/customModelingEndpoint', { token: suite.admin });
    expect(after.body).toEqual([]);
  });
});
