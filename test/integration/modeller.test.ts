import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ElementNumber, HistoryEntry, ProcessModel, SaveModelResponse } from '@prozesspuls/shared';
import { describe, expect, inject, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, signInDemoUsers } from './client.js';
import { a4LandscapePdf } from './pdf-text.js';
import { fixture } from './upload.js';

/** The seeded modeller's display name (infra/local/demoData.ts). */
const MODELLER_NAME = 'Max Modell';

/** Pretends the lock holder's last heartbeat was long ago (as if their tab had closed). */
async function ageHeartbeat(uuid: string, minutes: number) {
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  await dynamo.send(
    new UpdateCommand({
      TableName: 'prozesspuls',
      Key: { pk: 'T#1', sk: `MODEL#${uuid}` },
      UpdateExpression: 'SET lockHeartbeatAt = :old',
      ExpressionAttributeValues: { ':old': Date.now() - minutes * 60_000 },
    }),
  );
  dynamo.destroy();
}

const demo = setUpBeforeAll(signInDemoUsers);

describe('modeller: edit lock, saves, history', () => {
  it('locks a model to one editor and names them to everyone else', async () => {
    const uuid = await createdModel(demo.modeller, 'Gesperrt');
    const taken = await api('POST', `/bpmn/${uuid}/editMode`, {
      token: demo.modeller,
      json: { editMode: true },
    });
    expect(taken.body).toMatchObject({ currentEditor: 'modeller@demo.local' });
    const refused = await api<{ msg: string; currentEditorName: string }>('POST', `/bpmn/${uuid}/editMode`, {
      token: demo.admin,
      json: { editMode: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Das Prozessmodell wird gerade von folgendem Nutzer bearbeitet: Max Modell',
    );
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.admin })).body.currentEditor).toBe(
      'modeller@demo.local',
    );

    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: false } });
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.admin, json: { editMode: true } })).status,
    ).toBe(200);
  });

  it('lets a lock without heartbeat for 10 minutes expire', async () => {
    const uuid = await createdModel(demo.modeller, 'Verwaist');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    await ageHeartbeat(uuid, 9);
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.admin, json: { editMode: true } })).status,
    ).toBe(409);
    await ageHeartbeat(uuid, 11);
    expect(
      (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.admin })).body.currentEditor,
    ).toBeNull();
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.admin, json: { editMode: true } })).status,
    ).toBe(200);
    // The former holder's late save is refused: their lock is gone.
    const late = await api('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: fixture('kitchen-sink.bpmn'), version: 1 },
    });
    expect(late.status).toBe(409);
  });

  it('saves only for the lock holder and records every save in the history', async () => {
    const uuid = await createdModel(demo.modeller, 'Historie');
    const xml = fixture('kitchen-sink.bpmn');
    const withoutLock = await api('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: xml, version: 1 },
    });
    expect(withoutLock.status).toBe(409);

    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    const saved = await api<SaveModelResponse>('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: xml, version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(model.body).toMatchObject({ version: 2, lastEditor: 'modeller@demo.local' });
    expect(model.body.diagramXML).toBe(xml);

    const history = await api<HistoryEntry[]>('GET', `/bpmn/${uuid}/history`, { token: demo.modeller });
    expect(history.body).toHaveLength(2);
    expect(history.body[0]).toMatchObject({
      committer: 'modeller@demo.local',
      committerName: MODELLER_NAME,
      commitHash: saved.body.commitHash,
    });
    const first = history.body[1]?.commitHash ?? '';
    const old = await api<{ processXML: string }>('GET', `/bpmn/${uuid}/history/commit/${first}`, {
      token: demo.modeller,
    });
    expect(old.body.processXML).toContain('<bpmn:startEvent id="StartEvent_1"');

    const broken = await api('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: fixture('error-duplicate-ids.bpmn'), version: 2 },
    });
    expect(broken.status).toBe(400);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller })).body.version).toBe(2);
  });

  it('saves and ends editing in one call (a closing tab), so a colleague can edit at once', async () => {
    const uuid = await createdModel(demo.modeller, 'Tab geschlossen');
    const xml = fixture('kitchen-sink.bpmn');
    // Not the holder: refused, nothing written, the holder keeps the lock.
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    const foreign = await api('PUT', `/bpmn/${uuid}`, {
      token: demo.admin,
      json: { diagramXML: xml, version: 1, endEditing: true },
    });
    expect(foreign.status).toBe(409);
    const untouched = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(untouched.body).toMatchObject({ version: 1, currentEditor: 'modeller@demo.local' });

    const saved = await api<SaveModelResponse>('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: xml, version: 1, endEditing: true },
    });
    expect(saved.status).toBe(200);
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(model.body).toMatchObject({ version: 2, currentEditor: null });
    expect(model.body.diagramXML).toBe(xml);
    const taken = await api('POST', `/bpmn/${uuid}/editMode`, {
      token: demo.admin,
      json: { editMode: true },
    });
    expect(taken.status).toBe(200);

    // A stale save with endEditing changes nothing and frees nothing.
    const stale = await api('PUT', `/bpmn/${uuid}`, {
      token: demo.admin,
      json: { diagramXML: fixture('collaboration.bpmn'), version: 1, endEditing: true },
    });
    expect(stale.status).toBe(409);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.admin })).body).toMatchObject({
      version: 2,
      currentEditor: 'admin@demo.local',
    });
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.admin, json: { editMode: false } });
  });

  it('loses nothing when two saves race: one wins, the other is refused and changes nothing', async () => {
    const uuid = await createdModel(demo.modeller, 'Wettlauf');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    const a = fixture('kitchen-sink.bpmn');
    const b = fixture('collaboration.bpmn');
    const [first, second] = await Promise.all([
      api('PUT', `/bpmn/${uuid}`, { token: demo.modeller, json: { diagramXML: a, version: 1 } }),
      api('PUT', `/bpmn/${uuid}`, { token: demo.modeller, json: { diagramXML: b, version: 1 } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? a : b;
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(model.body.version).toBe(2);
    expect(model.body.diagramXML).toBe(winner);
    expect(
      (await api<HistoryEntry[]>('GET', `/bpmn/${uuid}/history`, { token: demo.modeller })).body,
    ).toHaveLength(2);
  });

  it('restores a version, but not while another user edits', async () => {
    const uuid = await createdModel(demo.modeller, 'Wiederherstellen');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    await api('PUT', `/bpmn/${uuid}`, {
      token: demo.modeller,
      json: { diagramXML: fixture('kitchen-sink.bpmn'), version: 1 },
    });
    const history = await api<HistoryEntry[]>('GET', `/bpmn/${uuid}/history`, { token: demo.modeller });
    const initial = history.body.at(-1)?.commitHash ?? '';

    const refused = await api<{ msg: string }>('PUT', `/bpmn/${uuid}/history/commit/${initial}`, {
      token: demo.admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Die Version kann nicht übernommen werden, da folgender Nutzer gerade das Prozessmodell bearbeitet: Max Modell',
    );
    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: false } });
    const restored = await api<SaveModelResponse>('PUT', `/bpmn/${uuid}/history/commit/${initial}`, {
      token: demo.admin,
    });
    expect(restored.body).toEqual({ version: 3, commitHash: initial });
    expect(
      (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller })).body.diagramXML,
    ).toContain('StartEvent_1');
  });
});

describe('modeller: element numbers, custom elements, subprocess links', () => {
  it('validates numbers and renumbers the following elements only when asked', async () => {
    const uuid = await createdModel(demo.modeller, 'Nummern');
    const assign = (elementId: string, number: string, method = 'POST') =>
      api<ElementNumber[] | { msg: string }>(method, '/elementNumber', {
        token: demo.modeller,
        json: { uuidModel: uuid, elementId, number },
      });
    expect((await assign('A', 'x')).body).toMatchObject({
      msg: 'Ungültiges Nummernformat. Verwenden Sie ein hierarchisches Format wie 1, 1.1, 2.3 usw.',
    });
    expect((await assign('A', '0')).body).toMatchObject({ msg: 'Die Nummer 0 kann nicht vergeben werden' });
    await assign('A', '1');
    await assign('B', '2');
    await assign('C', '3');
    const inUse = await assign('D', '2');
    expect(inUse).toMatchObject({ status: 409, body: { msg: 'Diese Nummer wird bereits verwendet!' } });
    const renumbered = await assign('D', '2', 'PUT');
    expect(renumbered.status).toBe(200);
    const list = await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: demo.modeller });
    expect(list.body.map((n) => `${n.elementId}=${n.number}`)).toEqual(['A=1', 'D=2', 'B=3', 'C=4']);
    expect(
      (await api('GET', `/elementNumber/element/C?uuid=${uuid}`, { token: demo.modeller })).body,
    ).toMatchObject({ number: '4' });
    expect(
      (await api('DELETE', `/elementNumber/element/C?uuid=${uuid}`, { token: demo.modeller })).status,
    ).toBe(204);
    const attachments = await api<Array<{ elementId: string; elementNum: string }>>(
      'GET',
      `/bpmn/${uuid}/attachments`,
      { token: demo.modeller },
    );
    expect(attachments.body.map((a) => a.elementNum)).toEqual(['1', '2', '3']);
    expect(
      (
        await api('POST', '/elementNumber', {
          token: demo.employee,
          json: { uuidModel: uuid, elementId: 'A', number: '7' },
        })
      ).status,
    ).toBe(403);
  });

  it('keeps at most 5 custom elements per client with image icons under 10 KB', async () => {
    const icon = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const tooBig = `data:image/png;base64,${Buffer.alloc(10_240).toString('base64')}`;
    const notImage = `data:text/plain;base64,${Buffer.from('x').toString('base64')}`;
    const iconMessage =
      'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';
    const addElement = (elementTitle: string, imageUrl: string) =>
      api<{ id: string; taskType: string }>('POST', '/customModelingEndpoint', {
        token: demo.modeller,
        json: { elementTitle, imageUrl },
      });
    expect((await addElement('X', tooBig)).body).toMatchObject({ msg: iconMessage });
    expect((await addElement('X', notImage)).body).toMatchObject({ msg: iconMessage });

    const created = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => addElement(`Prüfschritt ${i}`, icon)));
    expect(created.filter((c) => c.status === 201)).toHaveLength(5);
    expect(created.find((c) => c.status === 409)?.body).toEqual({
      msg: 'Fehler: Es können maximal 5 eigene Elemente hinzugefügt werden!',
    });
    const list = await api<Array<{ id: string; taskType: string; elementGroup: string }>>(
      'GET',
      '/customModelingEndpoint',
      { token: demo.modeller },
    );
    expect(list.body).toHaveLength(5);
    expect(list.body[0]?.taskType).toMatch(/^PRU.*SCHRITT_\d_[0-9A-F]{6}$/);
    const first = list.body[0]?.id ?? '';
    expect((await api('DELETE', `/customModelingEndpoint/${first}`, { token: demo.modeller })).status).toBe(
      204,
    );
    expect((await addElement('Neu', icon)).status).toBe(201);
  });

  it('links a subprocess to another model, never to itself, and unlinks it', async () => {
    const main = await createdModel(demo.modeller, 'Hauptprozess');
    const sub = await createdModel(demo.modeller, 'Teilprozess');
    const linkSub1 = (linkedUuid: string | null) =>
      api('POST', `/bpmn/${main}/link`, { token: demo.modeller, json: { elementId: 'Sub_1', linkedUuid } });
    expect((await linkSub1(main)).status).toBe(400);
    expect((await linkSub1(sub)).status).toBe(204);
    expect((await api('GET', `/bpmn/${main}/link`, { token: demo.modeller })).body).toEqual([
      { elementId: 'Sub_1', linkedUuid: sub, linkedFileName: 'Teilprozess' },
    ]);
    await linkSub1(null);
    expect((await api('GET', `/bpmn/${main}/link`, { token: demo.modeller })).body).toEqual([]);
  });
});

describe('model report', () => {
  it('renders an A4 landscape PDF with page numbers, and refuses while the caller edits', async () => {
    const uuid = await createdModel(demo.modeller, 'Bericht');
    await api('POST', '/elementNumber', {
      token: demo.modeller,
      json: { uuidModel: uuid, elementId: 'StartEvent_1', number: '1' },
    });
    const response = await fetch(`${inject('baseUrl')}/api/bpmn/${uuid}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.modeller}` },
    });
    await a4LandscapePdf(response, 'Bericht.pdf');

    await api('POST', `/bpmn/${uuid}/editMode`, { token: demo.modeller, json: { editMode: true } });
    const refused = await api('POST', `/bpmn/${uuid}/report`, { token: demo.modeller });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        msg: 'Im Bearbeitungsmodus kann kein Bericht erstellt werden. Bitte verlassen Sie den Bearbeitungsmodus um einen Bericht zu erstellen.',
      },
    });
  }, 60_000);
});
