import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  type ElementQuestion,
  type ProcessModel,
  QUESTION_MESSAGES,
  SHARE_LINK_MESSAGES,
  type ShareLinkState,
  shareAuthValue,
  type UserQuestion,
} from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessTokens, api, latestMailTo, shareCall } from './client.js';
import { createTenant } from './security-helpers.js';
import { uploadBpmn } from './upload.js';

const ASSIGNEE = 'mitarbeiter@demo.local';
const ASKER = 'modeller@demo.local';

/** A plain task, a custom modelling element (pp:taskType with icon) and a sticky note. */
const DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:pp="http://prozesspuls.de/schema/bpmn/1.0" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_Fragen">
<bpmn:task id="Task_Pruefen" name="Rechnung prüfen" />
<bpmn:task id="Task_Eigen" name="Eigenes Element" pp:taskType="STEMPELN_1A2B3C" pp:icon="data:image/png;base64,AAAA" />
</bpmn:process></bpmn:definitions>`;

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'eu-central-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Two tasks whose ids share a prefix, as the modeller's generated ids often do. */
const PREFIX_DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_Praefix">
<bpmn:task id="Task_1" name="Auftrag annehmen" />
<bpmn:task id="Task_10" name="Auftrag ablegen" />
</bpmn:process></bpmn:definitions>`;

async function newModel(token: string, name: string, diagram = DIAGRAM): Promise<string> {
  const uploaded = await uploadBpmn(token, `${name}.bpmn`, diagram);
  if (!uploaded.body.uuid) throw new Error(`upload failed: ${uploaded.status} ${uploaded.body.msg}`);
  return uploaded.body.uuid;
}

/** Waits until the newest mail to `to` satisfies `test` (the mail is sent after the answer). */
async function mailTo(to: string, test: (text: string) => boolean): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = (await latestMailTo(to))?.body.text ?? '';
    if (test(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching mail to ${to}`);
}

const suite = setUpBeforeAll(async () => {
  const signedIn = await accessTokens({ modeller: ASKER, employee: ASSIGNEE, admin: 'admin@demo.local' });
  return { ...signedIn, other: await createTenant(signedIn.admin, 'Fragen') };
});

afterAll(() => dynamo.destroy());

describe('questions to colleagues', () => {
  let uuid = '';

  beforeAll(async () => {
    uuid = await newModel(suite.modeller, `Fragen ${Date.now()}`);
  });

  const ask = (token: string, elementId: string, json: unknown, model = uuid) =>
    api<ElementQuestion & { msg: string }>('POST', `/bpmn/${model}/element/${elementId}/question`, {
      token,
      json,
    });

  it('lists on an element only its own questions, not those of an element whose id it prefixes', async () => {
    const model = await newModel(suite.modeller, `Präfix ${Date.now()}`, PREFIX_DIAGRAM);
    const askInModel = (elementId: string, questionText: string) =>
      ask(suite.modeller, elementId, { questionText, assignee: ASSIGNEE }, model);
    const onTen = await askInModel('Task_10', 'Wohin wird abgelegt?');
    expect(onTen.status).toBe(200);
    const onOne = await askInModel('Task_1', 'Wer nimmt an?');
    expect(onOne.status).toBe(200);
    const listed = await api<ElementQuestion[]>('GET', `/bpmn/${model}/element/Task_1`, {
      token: suite.modeller,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((q) => q.id)).toEqual([onOne.body.id]);
  });

  it('asks a member about a task, lists it on the element and mails the assignee', async () => {
    const questionText = `Wer gibt die Rechnung frei? ${Date.now()}`;
    const asked = await ask(suite.modeller, 'Task_Pruefen', { questionText, assignee: ASSIGNEE });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      questionText,
      assignee: ASSIGNEE,
      askedById: ASKER,
      questionerFullName: 'Max Modell',
      questionAnswer: null,
      elementId: 'Task_Pruefen',
      uuidModel: uuid,
    });
    const listed = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Pruefen`, {
      token: suite.modeller,
    });
    expect(listed.body.map((q) => q.id)).toContain(asked.body.id);
    const mail = await mailTo(ASSIGNEE, (text) => text.includes(questionText));
    expect(mail).toContain('/questions/modelQuestions');
    // The element's counter behind hasQuestion was written with the question.
    const counter = await dynamo.send(
      new GetCommand({ TableName: 'prozesspuls', Key: { pk: `T#1#M#${uuid}`, sk: 'ATT#Task_Pruefen' } }),
    );
    expect(counter.Item?.questions).toBeGreaterThanOrEqual(1);
  });

  it('refuses missing fields, unknown elements, custom icon tasks and non-members, writing nothing', async () => {
    const before = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Eigen`, {
      token: suite.modeller,
    });
    const missingText = await ask(suite.modeller, 'Task_Pruefen', { questionText: ' ', assignee: ASSIGNEE });
    expect(missingText.status).toBe(400);
    expect(missingText.body.msg).toBe(QUESTION_MESSAGES.fieldsRequired);
    const missingAssignee = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Frage?',
      assignee: '',
    });
    expect(missingAssignee.body.msg).toBe(QUESTION_MESSAGES.fieldsRequired);
    const customTask = await ask(suite.modeller, 'Task_Eigen', {
      questionText: 'Frage?',
      assignee: ASSIGNEE,
    });
    expect(customTask.status).toBe(400);
    expect(customTask.body.msg).toBe(QUESTION_MESSAGES.customIconTask);
    const unknown = await ask(suite.modeller, 'Task_Gibtsnicht', {
      questionText: 'Frage?',
      assignee: ASSIGNEE,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(QUESTION_MESSAGES.elementMissing);
    const stranger = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Frage?',
      assignee: suite.other.adminEmail,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe(QUESTION_MESSAGES.assigneeNotMember);
    const after = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Eigen`, {
      token: suite.modeller,
    });
    expect(after.body).toEqual(before.body);
  });

  it('lets only members with process rights ask', async () => {
    const refused = await ask(suite.employee, 'Task_Pruefen', { questionText: 'Frage?', assignee: ASKER });
    expect(refused.status).toBe(403);
  });

  it("lists the assignee's open questions newest first and lets only the assignee answer, once", async () => {
    const first = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Erste Frage',
      assignee: ASSIGNEE,
    });
    const second = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Zweite Frage',
      assignee: ASSIGNEE,
    });
    const mine = await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee });
    const ids = mine.body.map((q) => q.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    expect(mine.body.find((q) => q.id === first.body.id)).toMatchObject({
      questionText: 'Erste Frage',
      questionerFullName: 'Max Modell',
      elementId: 'Task_Pruefen',
      uuidModel: uuid,
    });

    // The assignee (without process rights) sees the diagram of the question; nobody else does.
    const diagram = await api<{ diagramXML: string; elementId: string }>(
      'GET',
      `/user/questions/${first.body.id}/model`,
      { token: suite.employee },
    );
    expect(diagram.status).toBe(200);
    expect(diagram.body.elementId).toBe('Task_Pruefen');
    expect(diagram.body.diagramXML).toContain('Task_Pruefen');
    expect(
      (await api('GET', `/user/questions/${first.body.id}/model`, { token: suite.modeller })).status,
    ).toBe(403);
    expect(
      (await api('GET', `/user/questions/${first.body.id}/model`, { token: suite.other.token })).status,
    ).toBe(404);

    const path = `/bpmn/question/${first.body.id}/answer`;
    const notAssignee = await api<{ msg: string }>('POST', path, {
      token: suite.modeller,
      json: 'Ich antworte',
    });
    expect(notAssignee.status).toBe(403);
    expect(notAssignee.body.msg).toBe(QUESTION_MESSAGES.onlyAssignee);
    const tooShort = await api<{ msg: string }>('POST', path, { token: suite.employee, json: 'ab' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.msg).toBe(QUESTION_MESSAGES.answerTooShort);
    const empty = await api<{ msg: string }>('POST', path, { token: suite.employee, json: '  ' });
    expect(empty.body.msg).toBe(QUESTION_MESSAGES.answerRequired);

    const answered = await api<ElementQuestion>('POST', path, {
      token: suite.employee,
      json: 'Die Teamleitung.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ questionAnswer: 'Die Teamleitung.', assignee: ASSIGNEE });
    expect(answered.body.answeredDate).not.toBeNull();
    const mail = await mailTo(ASKER, (text) => text.includes('Die Teamleitung.'));
    expect(mail).toContain(`/modelEdit/${uuid}`);

    const again = await api('POST', path, { token: suite.employee, json: 'Noch einmal' });
    expect(again.status).toBe(409);
    const open = await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee });
    expect(open.body.map((q) => q.id)).not.toContain(first.body.id);
    const onElement = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Pruefen`, {
      token: suite.modeller,
    });
    expect(onElement.body.find((q) => q.id === first.body.id)?.questionAnswer).toBe('Die Teamleitung.');
  });

  it('keeps exactly one of two racing answers', async () => {
    const asked = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Wettlauf?',
      assignee: ASSIGNEE,
    });
    const path = `/bpmn/question/${asked.body.id}/answer`;
    const replies = await Promise.all(
      ['Antwort eins', 'Antwort zwei', 'Antwort drei'].map((json) =>
        api<ElementQuestion>('POST', path, { token: suite.employee, json }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = replies.find((r) => r.status === 200)?.body;
    const stored = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Pruefen`, {
      token: suite.modeller,
    });
    expect(stored.body.find((q) => q.id === asked.body.id)?.questionAnswer).toBe(winner?.questionAnswer);
  });

  it("refuses another tenant's model and question ids with 404, writing nothing", async () => {
    const asked = await ask(suite.modeller, 'Task_Pruefen', {
      questionText: 'Fremdzugriff?',
      assignee: ASSIGNEE,
    });
    const token = suite.other.token;
    expect((await api('GET', `/bpmn/${uuid}/element/Task_Pruefen`, { token })).status).toBe(404);
    expect(
      (await ask(token, 'Task_Pruefen', { questionText: 'Frage?', assignee: suite.other.adminEmail })).status,
    ).toBe(404);
    expect(
      (await api('POST', `/bpmn/question/${asked.body.id}/answer`, { token, json: 'Fremde Antwort' })).status,
    ).toBe(404);
    expect((await api<UserQuestion[]>('GET', '/user/questions', { token })).body).toEqual([]);
    const stored = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Pruefen`, {
      token: suite.modeller,
    });
    expect(stored.body.find((q) => q.id === asked.body.id)?.questionAnswer).toBeNull();
  });
});

describe('share links', () => {
  const shareLink = (method: string, uuid: string, token = suite.modeller) =>
    api<ShareLinkState & { msg: string }>(method, `/bpmn/${uuid}/shareLink`, { token });

  async function linkedModel(name: string) {
    const uuid = await newModel(suite.modeller, `${name} ${Date.now()}`);
    const created = await shareLink('POST', uuid);
    expect(created.status).toBe(200);
    const token = created.body.token ?? '';
    return { uuid, token, auth: shareAuthValue(1, uuid, token), created: created.body };
  }

  it('creates a link once: a 43-character token valid for 30 days, shown again to editors, looked up only by its hash', async () => {
    const { uuid, token, created } = await linkedModel('Link einmal');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const again = await shareLink('POST', uuid);
    expect(again.body).toMatchObject({ exists: true, token, expiresAt: created.expiresAt });
    // Shown again later, to copy it.
    expect((await shareLink('GET', uuid)).body).toMatchObject({ exists: true, token });
    // The global lookup record holds only the SHA-256 of the token.
    const stored = await dynamo.send(
      new GetCommand({ TableName: 'prozesspuls', Key: { pk: `SHARELINK#${sha256(token)}`, sk: 'LINK' } }),
    );
    expect(stored.Item?.uuid).toBe(uuid);
    expect(JSON.stringify(stored.Item)).not.toContain(token);
  });

  it('refuses creating or showing a link without edit rights', async () => {
    const { uuid } = await linkedModel('Link Rechte');
    expect((await shareLink('POST', uuid, suite.employee)).status).toBe(403);
    expect((await shareLink('GET', uuid, suite.employee)).status).toBe(403);
    expect((await shareLink('DELETE', uuid, suite.other.token)).status).toBe(404);
  });

  it('lets a user of another client view and edit that model under the lock rules, and nothing else of the tenant', async () => {
    const { uuid, token, auth } = await linkedModel('Link bearbeiten');
    const guest = suite.other.token;
    const opened = await shareCall<ProcessModel>('GET', `/share/${token}`, guest, auth);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ uuid, canEdit: true });
    expect(opened.body.diagramXML).toContain('Task_Pruefen');
    const info = await shareCall<{ fileName: string }>('GET', `/share/${token}/information`, guest, auth);
    expect(info.status).toBe(200);

    // The normal edit lock: the guest takes it, the owner is refused meanwhile.
    const locked = await shareCall<{ currentEditor: string }>(
      'POST',
      `/share/${token}/editMode`,
      guest,
      auth,
      {
        editMode: true,
      },
    );
    expect(locked.body.currentEditor).toBe(suite.other.adminEmail);
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: suite.modeller, json: { editMode: true } }))
        .status,
    ).toBe(409);
    const edited = DIAGRAM.replace('Rechnung prüfen', 'Rechnung per Link geprüft');
    const stale = await shareCall('PUT', `/share/${token}`, guest, auth, { diagramXML: edited, version: 99 });
    expect(stale.status).toBe(409);
    const saved = await shareCall<{ version: number }>('PUT', `/share/${token}`, guest, auth, {
      diagramXML: edited,
      version: opened.body.version,
      endEditing: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(opened.body.version + 1);
    const ownerView = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: suite.modeller });
    expect(ownerView.body.diagramXML).toContain('Rechnung per Link geprüft');
    expect(ownerView.body.currentEditor).toBeNull();

    // Everything else of tenant 1 stays closed to the guest.
    const closed = [
      api('GET', `/bpmn/${uuid}`, { token: guest }),
      api('PUT', `/bpmn/${uuid}`, {
        token: guest,
        json: { diagramXML: edited, version: saved.body.version },
      }),
      api('POST', `/bpmn/${uuid}/editMode`, { token: guest, json: { editMode: true } }),
      api('GET', `/bpmn/${uuid}/history`, { token: guest }),
      api('GET', `/bpmn/${uuid}/information`, { token: guest }),
      api('GET', `/bpmn/${uuid}/shared-user`, { token: guest }),
      api('GET', `/bpmn/${uuid}/shareLink`, { token: guest }),
      api('GET', `/bpmn/${uuid}/element/Task_Pruefen`, { token: guest }),
      api('DELETE', `/bpmn/${uuid}`, { token: guest }),
    ];
    for (const reply of await Promise.all(closed)) expect([403, 404]).toContain(reply.status);
    const list = await api<{ uuid: string }[]>('GET', '/bpmn', { token: guest });
    expect(list.body.map((m) => m.uuid)).not.toContain(uuid);
    expect((await api('GET', `/bpmn/${uuid}`, { token: suite.modeller })).status).toBe(200);
  });

  it('refuses a missing or mismatched X-Share-Auth header', async () => {
    const { uuid, token } = await linkedModel('Link Kopfzeile');
    const otherModel = await newModel(suite.modeller, `Anderes ${Date.now()}`);
    for (const header of [
      undefined,
      token,
      shareAuthValue(2, uuid, token),
      shareAuthValue(1, otherModel, token),
    ]) {
      const reply = await shareCall<{ msg: string }>('GET', `/share/${token}`, suite.other.token, header);
      expect(reply.status).toBe(404);
      expect(reply.body.msg).toBe(SHARE_LINK_MESSAGES.invalid);
    }
  });

  it('kills the link when revoked', async () => {
    const { uuid, token, auth } = await linkedModel('Link widerrufen');
    expect((await shareCall('GET', `/share/${token}`, suite.other.token, auth)).status).toBe(200);
    const revoked = await shareLink('DELETE', uuid);
    expect(revoked.body).toMatchObject({ exists: false, token: null });
    const dead = await shareCall<{ msg: string }>('GET', `/share/${token}`, suite.other.token, auth);
    expect(dead.status).toBe(404);
    expect(dead.body.msg).toBe(SHARE_LINK_MESSAGES.invalid);
    const save = await shareCall('POST', `/share/${token}/editMode`, suite.other.token, auth, {
      editMode: true,
    });
    expect(save.status).toBe(404);
    // A new link can be made after revoking; the old token stays dead.
    const renewed = await shareLink('POST', uuid);
    expect(renewed.body.token).not.toBe(token);
    expect((await shareCall('GET', `/share/${token}`, suite.other.token, auth)).status).toBe(404);
  });

  it("ends the guest's edit lock when the link is revoked: the model is free at once, the guest's next save is refused", async () => {
    const { uuid, token, auth } = await linkedModel('Link widerrufen beim Bearbeiten');
    const opened = await shareCall<ProcessModel>('GET', `/share/${token}`, suite.other.token, auth);
    const locked = await shareCall<{ currentEditor: string }>(
      'POST',
      `/share/${token}/editMode`,
      suite.other.token,
      auth,
      {
        editMode: true,
      },
    );
    expect(locked.body.currentEditor).toBe(suite.other.adminEmail);
    expect((await shareLink('DELETE', uuid)).status).toBe(200);

    const ownerView = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: suite.modeller });
    expect(ownerView.body.currentEditor).toBeNull();
    const save = await shareCall<{ msg: string }>('PUT', `/share/${token}`, suite.other.token, auth, {
      diagramXML: DIAGRAM.replace('Rechnung prüfen', 'Nach Widerruf'),
      version: opened.body.version,
    });
    expect(save).toEqual({ status: 404, body: { msg: SHARE_LINK_MESSAGES.invalid } });
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: suite.modeller, json: { editMode: true } }))
        .status,
    ).toBe(200);
    expect(
      (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: suite.modeller })).body.diagramXML,
    ).not.toContain('Nach Widerruf');
  });

  it('leaves no lock of a revoked link when the guest takes the lock while the link is revoked', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { uuid, token, auth } = await linkedModel(`Link Wettlauf ${round}`);
      const [taken, revoked] = await Promise.all([
        shareCall('POST', `/share/${token}/editMode`, suite.other.token, auth, { editMode: true }),
        shareLink('DELETE', uuid),
      ]);
      expect([200, 404]).toContain(taken.status);
      expect(revoked.status).toBe(200);
      const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: suite.modeller });
      expect(model.body.currentEditor).toBeNull();
    }
  });

  it('refuses an expired link with its own message', async () => {
    const { token, auth } = await linkedModel('Link abgelaufen');
    await dynamo.send(
      new UpdateCommand({
        TableName: 'prozesspuls',
        Key: { pk: `SHARELINK#${sha256(token)}`, sk: 'LINK' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    const expired = await shareCall<{ msg: string }>('GET', `/share/${token}`, suite.other.token, auth);
    expect(expired.status).toBe(410);
    expect(expired.body.msg).toBe(SHARE_LINK_MESSAGES.expired);
  });

  it('deleting a model removes its questions and its share link', async () => {
    const { uuid, token, auth } = await linkedModel('Link löschen');
    const asked = await api<ElementQuestion>('POST', `/bpmn/${uuid}/element/Task_Pruefen/question`, {
      token: suite.modeller,
      json: { questionText: 'Verschwinde ich?', assignee: ASSIGNEE },
    });
    expect(asked.status).toBe(200);
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: suite.modeller })).status).toBeLessThan(300);
    expect((await shareCall('GET', `/share/${token}`, suite.other.token, auth)).status).toBe(404);
    const stored = await dynamo.send(
      new GetCommand({ TableName: 'prozesspuls', Key: { pk: `SHARELINK#${sha256(token)}`, sk: 'LINK' } }),
    );
    expect(stored.Item).toBeUndefined();
    const open = await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee });
    expect(open.body.map((q) => q.id)).not.toContain(asked.body.id);
  });
});

describe('questions of an element deleted from the diagram', () => {
  const modelPk = (uuid: string) => `T#1#M#${uuid}`;
  const withoutTask = (xml: string) => xml.replace(/<bpmn:task id="Task_Pruefen"[^>]*\/>\n/, '');

  async function questionItems(uuid: string) {
    const { Items } = await dynamo.send(
      new QueryCommand({
        TableName: 'prozesspuls',
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': modelPk(uuid), ':sk': 'QUESTION#Task_Pruefen#' },
      }),
    );
    return Items ?? [];
  }

  const counterOf = async (uuid: string) =>
    (
      await dynamo.send(
        new GetCommand({ TableName: 'prozesspuls', Key: { pk: modelPk(uuid), sk: 'ATT#Task_Pruefen' } }),
      )
    ).Item;

  /** The modeller asks the assignee a question on Task_Pruefen of the model. */
  const askOnTask = (uuid: string, questionText: string) =>
    api<ElementQuestion>('POST', `/bpmn/${uuid}/element/Task_Pruefen/question`, {
      token: suite.modeller,
      json: { questionText, assignee: ASSIGNEE },
    });

  /** The modeller takes the model's edit lock and reads what a save goes over (diagram and version). */
  async function lockedModel(uuid: string) {
    const locked = await api('POST', `/bpmn/${uuid}/editMode`, {
      token: suite.modeller,
      json: { editMode: true },
    });
    expect(locked.status).toBe(200);
    return (
      await api<{ version: number; diagramXML: string }>('GET', `/bpmn/${uuid}`, { token: suite.modeller })
    ).body;
  }

  async function saveWithoutTask(uuid: string) {
    const model = await lockedModel(uuid);
    const saved = await api('PUT', `/bpmn/${uuid}`, {
      token: suite.modeller,
      json: { diagramXML: withoutTask(model.diagramXML), version: model.version, endEditing: true },
    });
    expect(saved.status).toBe(200);
  }

  it("removes open and answered questions, the assignee's 'Meine Fragen' entries and the counter with the element", async () => {
    const uuid = await newModel(suite.modeller, `Element weg ${Date.now()}`);
    const ask = (questionText: string) => askOnTask(uuid, questionText);
    const open = await ask('Bleibe ich offen?');
    const answered = await ask('Werde ich beantwortet?');
    expect(
      (
        await api('POST', `/bpmn/question/${answered.body.id}/answer`, {
          token: suite.employee,
          json: 'Ja, bestimmt.',
        })
      ).status,
    ).toBe(200);
    expect(
      (await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee })).body.map((q) => q.id),
    ).toContain(open.body.id);
    expect(await counterOf(uuid)).toBeDefined();

    await saveWithoutTask(uuid);

    expect(await questionItems(uuid)).toEqual([]);
    expect(await counterOf(uuid)).toBeUndefined();
    const mine = await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee });
    expect(mine.body.map((q) => q.id)).not.toContain(open.body.id);
    const onElement = await api<ElementQuestion[]>('GET', `/bpmn/${uuid}/element/Task_Pruefen`, {
      token: suite.modeller,
    });
    expect(onElement.body).toEqual([]);
    const attachments = await api<Record<string, unknown>[]>('GET', `/bpmn/${uuid}/attachments`, {
      token: suite.modeller,
    });
    expect(JSON.stringify(attachments.body)).not.toContain('Task_Pruefen');
    // The answer route of a removed question finds nothing.
    expect(
      (await api('POST', `/bpmn/question/${open.body.id}/answer`, { token: suite.employee, json: 'Zu spät' }))
        .status,
    ).toBe(404);
  });

  it('leaves no question without its counter when questions race the save that removes the element', async () => {
    const uuid = await newModel(suite.modeller, `Wettlauf Element ${Date.now()}`);
    const ask = (questionText: string) => askOnTask(uuid, questionText);
    expect((await ask('Vorher gestellt')).status).toBe(200);
    const model = await lockedModel(uuid);
    const [saved, ...asked] = await Promise.all([
      api('PUT', `/bpmn/${uuid}`, {
        token: suite.modeller,
        json: {
          diagramXML: withoutTask(model.diagramXML),
          version: model.version,
          endEditing: true,
        },
      }),
      ...Array.from({ length: 6 }, (_, i) => ask(`Im Wettlauf ${i}`)),
    ]);
    expect(saved?.status).toBe(200);
    // Each ask either saw the element (200) or the saved diagram without it (400).
    for (const reply of asked) expect([200, 400]).toContain(reply.status);
    // Whatever the order: a question still stored has its counter, so the next save finds it.
    const left = await questionItems(uuid);
    expect({ questionsLeft: left.length > 0, counter: (await counterOf(uuid)) !== undefined }).not.toEqual({
      questionsLeft: true,
      counter: false,
    });

    await saveWithoutTask(uuid);
    expect(await questionItems(uuid)).toEqual([]);
    expect(await counterOf(uuid)).toBeUndefined();
  });

  it('finishes a clean-up that stopped half-way (questions left, counter kept) on the next save', async () => {
    const uuid = await newModel(suite.modeller, `Halb gelöscht ${Date.now()}`);
    const asked = await api<ElementQuestion>('POST', `/bpmn/${uuid}/element/Task_Pruefen/question`, {
      token: suite.modeller,
      json: { questionText: 'Überlebe ich einen Abbruch?', assignee: ASSIGNEE },
    });
    expect(asked.status).toBe(200);
    const [question] = await questionItems(uuid);
    const counter = await counterOf(uuid);
    if (!question || !counter) throw new Error('question or counter not stored');

    await saveWithoutTask(uuid);
    // The state a clean-up leaves when it fails before its last step: the counter is deleted only
    // after the content, so a question can only survive together with its counter.
    await dynamo.send(new PutCommand({ TableName: 'prozesspuls', Item: question }));
    await dynamo.send(new PutCommand({ TableName: 'prozesspuls', Item: counter }));
    expect(
      (await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee })).body.map((q) => q.id),
    ).toContain(asked.body.id);

    await saveWithoutTask(uuid);

    expect(await questionItems(uuid)).toEqual([]);
    expect(await counterOf(uuid)).toBeUndefined();
    expect(
      (await api<UserQuestion[]>('GET', '/user/questions', { token: suite.employee })).body.map((q) => q.id),
    ).not.toContain(asked.body.id);
  });
});
