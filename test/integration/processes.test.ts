import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FolderDetails, ProcessModel, ProcessSummary } from '@prozesspuls/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, memberWithNewRole, signInDemoUsers } from './client.js';
import { fixture, largeDiagram, uploadBpmn } from './upload.js';

const READ_WRITE = { PROCESS_READ: true, PROCESS_WRITE: true };

/** A colleague with PROCESS but no folder rights, to see what sharing changes. */
const READER = { userId: 'leser@demo.local', password: 'Leser!2026', firstName: 'Lea', lastName: 'Leser' };

describe('folders and models', () => {
  const demo = setUpBeforeAll(signInDemoUsers);
  const reader = setUpBeforeAll(() => memberWithNewRole(demo.admin, 'Leser', ['PROCESS'], READER));

  afterAll(async () => {
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
  });

  it('validates folder names and requires read for one of the own roles', async () => {
    const empty = await api('POST', '/folder', {
      token: demo.modeller,
      json: { folderName: ' ', folderPermissions: [] },
    });
    expect(empty).toMatchObject({ status: 400, body: { msg: 'Sie müssen den Ordnernamen ausfüllen!' } });
    const long = await api('POST', '/folder', {
      token: demo.modeller,
      json: { folderName: 'x'.repeat(101), folderPermissions: [] },
    });
    expect(long.status).toBe(400);
    const noRead = await api<{ msg: string }>('POST', '/folder', {
      token: demo.modeller,
      json: {
        folderName: 'Vertrieb',
        folderPermissions: [{ roleId: reader.roleId, permissions: READ_WRITE }],
      },
    });
    expect(noRead.status).toBe(400);
    expect(noRead.body.msg).toContain('"Prozesse anzeigen"');
    expect(noRead.body.msg).toContain('Modellierer');
  });

  it('creates a folder whose write right implies read, and creates models only where writable', async () => {
    const created = await api<{ id: string }>('POST', '/folder', {
      token: demo.modeller,
      json: {
        folderName: 'Einkauf',
        folderPermissions: [
          { roleId: 'modellierer', permissions: { PROCESS_READ: false, PROCESS_WRITE: true } },
        ],
      },
    });
    expect(created.status).toBe(201);
    const folders = await api<FolderDetails[]>('GET', '/folder', { token: demo.modeller });
    const einkauf = folders.body.find((f) => f.id === created.body.id);
    expect(einkauf?.folderPermissions).toEqual([{ roleId: 'modellierer', permissions: READ_WRITE }]);
    expect(einkauf).toMatchObject({ isCreator: true, canWrite: true, processes: [] });
    expect(folders.body[0]?.folderName).toBe('Default');
    // The reader's role has no right on it: the folder stays invisible to them.
    expect(
      (await api<FolderDetails[]>('GET', '/folder', { token: reader.token })).body.map((f) => f.id),
    ).not.toContain(created.body.id);
    expect(
      (await api('POST', `/bpmn/file/Test?folderId=${created.body.id}`, { token: reader.token })).status,
    ).toBe(403);
  });

  it('creates an empty model, newest first, visible to its folder and never to other tenants', async () => {
    const created = await api<{ uuid: string }>(
      'POST',
      '/bpmn/file/Bestellung%20pr%C3%BCfen?folderId=default',
      { token: demo.modeller },
    );
    expect(created.status).toBe(201);
    const uuid = created.body.uuid;
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(model.body).toMatchObject({
      fileName: 'Bestellung prüfen',
      isOwn: true,
      canEdit: true,
      folderId: 'default',
    });
    expect(model.body.diagramXML).toContain('<bpmn:process id="Process_');
    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
    expect(list.body[0]?.uuid).toBe(uuid);

    expect((await api('GET', '/bpmn', { token: demo.employee })).status).toBe(403);
    expect(
      (await api('POST', '/bpmn/file/%20?folderId=default', { token: demo.modeller })).body,
    ).toMatchObject({
      msg: 'Bitte geben Sie einen Namen für das Prozessmodell ein.',
    });
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 2 } });
    expect((await api('GET', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(404);
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(404);
    expect(
      (await api('PUT', `/bpmn/${uuid}/filename`, { token: demo.admin, json: { fileName: 'Hack' } })).status,
    ).toBe(404);
    expect(
      (await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.admin })).body.map((m) => m.uuid),
    ).not.toContain(uuid);
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
    expect((await api('GET', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(200);
  });

  it('imports a real-world Signavio model and a diagram larger than 400 KB', async () => {
    const signavio = fixture('bewerbung-signavio-complex.bpmn');
    const imported = await uploadBpmn(demo.modeller, 'Bewerbung.bpmn', signavio);
    expect(imported.status).toBe(201);
    const model = await api<ProcessModel>('GET', `/bpmn/${imported.body.uuid}`, { token: demo.modeller });
    expect(model.body.fileName).toBe('Bewerbung');
    expect(model.body.diagramXML).toBe(signavio);

    const large = largeDiagram(2500);
    expect(large.length).toBeGreaterThan(400_000);
    const big = await uploadBpmn(demo.modeller, 'Gross.bpmn', large);
    expect(big.status).toBe(201);
    expect(
      (await api<ProcessModel>('GET', `/bpmn/${big.body.uuid}`, { token: demo.modeller })).body.diagramXML,
    ).toBe(large);
  });

  it('refuses broken or foreign files with a German message and stores nothing', async () => {
    const before = (await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller })).body.length;
    const invalid = 'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.';
    expect(await uploadBpmn(demo.modeller, 'dup.bpmn', fixture('error-duplicate-ids.bpmn'))).toEqual({
      status: 400,
      body: { msg: `${invalid}\nDie ID „test“ kommt in der Datei mehrfach vor.`, fields: undefined },
    });
    expect(
      (await uploadBpmn(demo.modeller, 'ns.bpmn', fixture('error-missing-namespace.bpmn'))).body.msg,
    ).toBe(
      `${invalid}\nDas Element <definitions> (Zeile 1) steht an einer Stelle, an der BPMN 2.0 es nicht erlaubt.`,
    );
    const entity = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${fixture('kitchen-sink.bpmn').replace(/^<\?xml[^>]*>/, '')}`;
    expect((await uploadBpmn(demo.modeller, 'xxe.bpmn', entity)).body.msg).toBe(invalid);
    expect((await uploadBpmn(demo.modeller, 'notiz.txt', fixture('kitchen-sink.bpmn'))).body.msg).toBe(
      'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren',
    );
    expect((await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller })).body.length).toBe(before);
  });

  it('names the dangling references of MIWG C.8.1 and imports it without them only when asked', async () => {
    const xml = readFileSync(resolve(import.meta.dirname, '../fixtures/bpmn-miwg/C.8.1.bpmn'), 'utf8');
    const before = (await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller })).body.length;
    const refused = await uploadBpmn(demo.modeller, 'C.8.1.bpmn', xml);
    expect(refused.status).toBe(400);
    expect(refused.body.repairable).toBe('danglingReferences');
    expect(refused.body.msg?.split('\n')).toEqual([
      'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
      'Operation „Send Email (mock)“ (ID _83f1c680-7e06-4a9a-9206-396ed8155a71): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
      'Operation „Update vacation“ (ID _a0e96e19-a01f-4dde-b613-0b774e8d350b): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
      'Operation „Delete vacation“ (ID _04bf649c-423c-4312-b813-cf585ce5a82f): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
      'Die Datei enthält nur Verweise auf Elemente, die es in ihr nicht gibt. Sie können sie ohne diese Verweise importieren.',
    ]);
    expect((await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller })).body.length).toBe(before);

    const repaired = await uploadBpmn(demo.modeller, 'C.8.1.bpmn', xml, 'default', {
      dropDanglingReferences: true,
    });
    expect(repaired.status).toBe(201);
    const stored = (await api<ProcessModel>('GET', `/bpmn/${repaired.body.uuid}`, { token: demo.modeller }))
      .body.diagramXML;
    expect(stored).not.toContain('triso:unspecified');
    expect(stored).toContain('Send Email (mock)');
  });

  it('does not repair a file with other problems than dangling references', async () => {
    const refused = await uploadBpmn(
      demo.modeller,
      'dup.bpmn',
      fixture('error-duplicate-ids.bpmn'),
      'default',
      {
        dropDanglingReferences: true,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.repairable).toBeUndefined();
  });

  it('lets only the owner rename, transfer, move and delete', async () => {
    const { body } = await api<{ uuid: string }>('POST', '/bpmn/file/Eigentum?folderId=default', {
      token: demo.modeller,
    });
    const uuid = body.uuid;
    expect(
      (await api('PUT', `/bpmn/${uuid}/filename`, { token: demo.admin, json: { fileName: 'Fremd' } })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/bpmn/${uuid}/filename`, { token: demo.modeller, json: { fileName: 'Umbenannt' } }))
        .status,
    ).toBe(204);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller })).body.fileName).toBe(
      'Umbenannt',
    );

    const target = await api<{ id: string }>('POST', '/folder', {
      token: demo.modeller,
      json: { folderName: 'Ziel', folderPermissions: [{ roleId: 'modellierer', permissions: READ_WRITE }] },
    });
    expect(
      (
        await api('PUT', `/folder/${target.body.id}/add`, {
          token: demo.modeller,
          json: { processes: [uuid] },
        })
      ).status,
    ).toBe(204);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller })).body.folderId).toBe(
      target.body.id,
    );
    expect(
      (await api<{ msg: string }>('DELETE', `/folder/${target.body.id}`, { token: demo.modeller })).status,
    ).toBe(409);
    expect((await api('DELETE', '/folder/default', { token: demo.admin })).status).toBe(409);

    const setInitiator = async (initiator: string) =>
      (await api('PUT', `/bpmn/${uuid}/initiator`, { token: demo.modeller, json: { initiator } })).status;
    expect(await setInitiator('niemand@x.local')).toBe(400);
    expect(await setInitiator('admin@demo.local')).toBe(204);
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: demo.modeller })).status).toBe(403);
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(204);
    expect((await api('GET', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(404);
    expect((await api('DELETE', `/folder/${target.body.id}`, { token: demo.modeller })).status).toBe(204);
  });

  it('shares a folder, and with it all its models, with a colleague', async () => {
    const folder = await api<{ id: string }>('POST', '/folder', {
      token: demo.modeller,
      json: {
        folderName: 'Geteilt',
        folderPermissions: [{ roleId: 'modellierer', permissions: READ_WRITE }],
      },
    });
    const { body } = await api<{ uuid: string }>('POST', `/bpmn/file/Teilbar?folderId=${folder.body.id}`, {
      token: demo.modeller,
    });
    const shareFolder = (token: string, userIds: readonly string[]) =>
      api('POST', `/folder/shared/${folder.body.id}`, { token, json: { userIds } });
    expect((await api('GET', `/bpmn/${body.uuid}`, { token: reader.token })).status).toBe(404);
    expect((await shareFolder(reader.token, ['leser@demo.local'])).status).toBe(404);

    const shared = await shareFolder(demo.modeller, ['leser@demo.local']);
    expect(shared.body).toEqual(['leser@demo.local']);
    const seen = await api<ProcessSummary[]>('GET', '/bpmn', { token: reader.token });
    expect(seen.body.find((m) => m.uuid === body.uuid)).toMatchObject({ isShared: true, isOwn: false });
    expect((await api('GET', `/folder/shared/${folder.body.id}`, { token: demo.modeller })).body).toEqual([
      'leser@demo.local',
    ]);
    expect((await shareFolder(demo.modeller, ['fremd@x.local'])).status).toBe(400);
  });

  it('shares a single model with a user of the client', async () => {
    const { body } = await api<{ uuid: string }>('POST', '/bpmn/file/Einzeln?folderId=default', {
      token: demo.modeller,
    });
    const shared = await api('POST', `/bpmn/${body.uuid}/shared-user`, {
      token: demo.modeller,
      json: { userId: 'leser@demo.local' },
    });
    expect(shared.body).toEqual(['leser@demo.local']);
    expect((await api('GET', `/bpmn/${body.uuid}`, { token: reader.token })).status).toBe(200);
    const removed = await api('DELETE', `/bpmn/${body.uuid}/shared-user/leser@demo.local`, {
      token: demo.modeller,
    });
    expect(removed.body).toEqual([]);
    expect((await api('GET', `/bpmn/${body.uuid}`, { token: reader.token })).status).toBe(404);
  });

  it('answers the folder permission check and the model information', async () => {
    const { body } = await api<{ uuid: string }>('POST', '/bpmn/file/Info?folderId=default', {
      token: demo.modeller,
    });
    expect(
      (await api('GET', `/folder/process/${body.uuid}/permission/PROCESS_WRITE`, { token: demo.modeller }))
        .body,
    ).toBe(true);
    expect((await api('GET', `/bpmn/${body.uuid}/information`, { token: demo.modeller })).body).toMatchObject(
      {
        fileName: 'Info',
        currentEditor: null,
        releaseEnabled: false,
      },
    );
    expect((await api('GET', `/bpmn/${body.uuid}/lastEditor`, { token: demo.modeller })).body).toMatchObject({
      lastEditor: 'modeller@demo.local',
    });
  });
});
