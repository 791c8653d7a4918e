import type {
  ModelReviewer,
  ProcessModel,
  ReleaseRequest,
  ReleaseReview,
  ReviewTask,
  SaveModelResponse,
} from '@prozesspuls/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, latestMailTo, login } from './client.js';
import { acceptInvitation, createTenant } from './security-helpers.js';
import { largeDiagram } from './upload.js';

const OWNER = 'modeller@demo.local';
const REVIEWER = 'admin@demo.local';
// Unique per file: the integration files share one cloud.
const THIRD = 'dritte.freigabe@demo.local';
const FOURTH = 'vierte.freigabe@demo.local';

async function invitedModeller(admin: string, email: string, firstName: string): Promise<string> {
  const added = await api('POST', '/user/add', {
    token: admin,
    json: { userId: email, firstName, lastName: 'Freigabe', role: ['modellierer'] },
  });
  expect(added.status).toBe(201);
  const password = 'Freigabe!2026';
  await acceptInvitation(email, password);
  return (await login(email, password)).accessToken;
}

async function newModel(token: string, name: string): Promise<string> {
  const created = await api<{ uuid: string }>(
    'POST',
    `/bpmn/file/${encodeURIComponent(name)}?folderId=default`,
    { token },
  );
  expect(created.status).toBe(201);
  return created.body.uuid;
}

describe('release workflow (issue 14)', () => {
  let owner = '';
  let reviewer = '';
  let third = '';
  let fourth = '';

  beforeAll(async () => {
    owner = (await login(OWNER)).accessToken;
    reviewer = (await login(REVIEWER)).accessToken;
    third = await invitedModeller(reviewer, THIRD, 'Dora');
    fourth = await invitedModeller(reviewer, FOURTH, 'Vera');
  });

  /** A model with release switched on; the diagram at switching on is the released version. */
  async function releasedModel(name: string) {
    const uuid = await newModel(owner, name);
    const enabled = await api('PUT', `/bpmn/${uuid}/releaseEnabled`, {
      token: owner,
      json: { releaseEnabled: true },
    });
    expect(enabled.status).toBe(204);
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: owner });
    return { uuid, releasedXml: model.body.diagramXML };
  }

  async function send(uuid: string, diagramXML: string, to = REVIEWER, token = owner) {
    return api<ReleaseRequest & { msg?: string }>('POST', '/bpmn/release', {
      token,
      json: { uuid, reviewer: to, commitMsg: 'Bitte prüfen', diagramXML },
    });
  }

  function decide(
    token: string,
    uuid: string,
    id: string,
    requestState: 'ACCEPTED' | 'REJECTED',
    comment?: string,
  ) {
    return api<{ msg?: string; requestState?: string; editMode?: boolean }>('POST', '/bpmn/release/review', {
      token,
      json: { uuid, id, requestState, comment },
    });
  }

  it('only the owner switches release on', async () => {
    const uuid = await newModel(owner, 'Freigabe Schalter');
    expect(
      (await api('PUT', `/bpmn/${uuid}/releaseEnabled`, { token: third, json: { releaseEnabled: true } }))
        .status,
    ).toBe(403);
    expect(
      (await api('PUT', `/bpmn/${uuid}/releaseEnabled`, { token: owner, json: { releaseEnabled: true } }))
        .status,
    ).toBe(204);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: third })).body.releaseEnabled).toBe(
      true,
    );
  });

  it('refuses a request without release enabled or with missing fields, writing nothing', async () => {
    const uuid = await newModel(owner, 'Ohne Freigabe');
    const refused = await send(uuid, largeDiagram(2));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Die Freigabe ist für dieses Prozessmodell nicht aktiviert.');
    const { uuid: enabled } = await releasedModel('Felder fehlen');
    const missing = await api<{ msg: string }>('POST', '/bpmn/release', {
      token: owner,
      json: { uuid: enabled, reviewer: REVIEWER, commitMsg: '  ', diagramXML: largeDiagram(2) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Prozessverantwortlicher muss angegeben werden');
    expect((await api<ReleaseRequest[]>('GET', `/bpmn/release/${enabled}`, { token: owner })).body).toEqual(
      [],
    );
  });

  it('sends to a reviewer who sees the task and the mail; a third user keeps the released version', async () => {
    const { uuid, releasedXml } = await releasedModel('Freigabe Ablauf');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: owner, json: { editMode: true } });
    const interim = await api<SaveModelResponse>('PUT', `/bpmn/release/${uuid}`, {
      token: owner,
      json: { diagramXML: largeDiagram(2), version: 1 },
    });
    expect(interim.status).toBe(200);
    // The interim save is the working version, not a released one.
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: third })).body.diagramXML).toBe(
      largeDiagram(2),
    );

    const sent = await send(uuid, largeDiagram(3));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reviewer: REVIEWER, requestState: null, reviewerName: 'Anna Admin' });

    const tasks = await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: reviewer });
    expect(tasks.body.filter((t) => t.uuid === uuid)).toEqual([
      expect.objectContaining({ requestId: sent.body.id, requester: OWNER, fileName: 'Freigabe Ablauf' }),
    ]);
    expect((await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: third })).body).toEqual([]);
    const mail = await latestMailTo(REVIEWER);
    expect(mail?.body.text).toContain(`/modelReview/${uuid}`);

    const seenByThird = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: third });
    expect(seenByThird.body).toMatchObject({ showsReleasedVersion: true, underReview: true, canEdit: false });
    expect(seenByThird.body.diagramXML).toBe(releasedXml);
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: third, json: { editMode: true } })).status,
    ).toBe(403);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: owner })).body.diagramXML).toBe(
      largeDiagram(3),
    );
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: reviewer })).body.diagramXML).toBe(
      largeDiagram(3),
    );
    expect((await api(`GET`, `/bpmn/release/${uuid}/review/${sent.body.id}`, { token: third })).status).toBe(
      403,
    );

    const review = await api<ReleaseReview>('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, {
      token: reviewer,
    });
    expect(review.body).toMatchObject({
      diagramXML: largeDiagram(3),
      releasedXML: releasedXml,
      canDecide: true,
    });

    const accepted = await decide(reviewer, uuid, sent.body.id, 'ACCEPTED', 'Passt so');
    expect(accepted.status).toBe(200);
    const afterwards = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: third });
    expect(afterwards.body).toMatchObject({ showsReleasedVersion: false, underReview: false, canEdit: true });
    expect(afterwards.body.diagramXML).toBe(largeDiagram(3));
    const decisionMail = await latestMailTo(OWNER);
    expect(decisionMail?.subject).toBe('ProzessPuls: "Freigabe Ablauf" wurde freigegeben');
    expect(decisionMail?.body.text).toContain('Passt so');
    expect(
      (await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: reviewer })).body,
    ).not.toContainEqual(expect.objectContaining({ uuid }));
  });

  it('only the reviewer of the newest request decides; others get 403 and nothing changes', async () => {
    const { uuid } = await releasedModel('Nur der Prüfer');
    const first = await send(uuid, largeDiagram(2));
    const second = await send(uuid, largeDiagram(4));
    expect(second.status).toBe(201);
    for (const token of [owner, third, fourth]) {
      expect((await decide(token, uuid, second.body.id, 'ACCEPTED')).status).toBe(403);
    }
    const older = await decide(reviewer, uuid, first.body.id, 'ACCEPTED');
    expect(older.status).toBe(403);
    expect(older.body.msg).toBe('Es gibt eine neuere Freigabeanfrage zu diesem Prozessmodell.');
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: owner });
    expect(list.body.map((r) => [r.id, r.requestState])).toEqual([
      [second.body.id, null],
      [first.body.id, null],
    ]);
    expect((await decide(reviewer, uuid, second.body.id, 'REJECTED', 'Nein')).status).toBe(200);
  });

  it('a decided request stays decided', async () => {
    const { uuid, releasedXml } = await releasedModel('Entschieden');
    const sent = await send(uuid, largeDiagram(2));
    expect((await decide(reviewer, uuid, sent.body.id, 'REJECTED', 'Noch nicht')).status).toBe(200);
    const again = await decide(reviewer, uuid, sent.body.id, 'ACCEPTED');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Über diese Freigabeanfrage wurde bereits entschieden.');
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: owner });
    expect(list.body[0]).toMatchObject({ requestState: 'REJECTED', decisionComment: 'Noch nicht' });
    // Rejected: the released version is still the one from before.
    const review = await api<ReleaseReview>('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, {
      token: third,
    });
    expect(review.body.releasedXML).toBe(releasedXml);
    expect((await latestMailTo(OWNER))?.subject).toBe('ProzessPuls: "Entschieden" wurde abgelehnt');
  });

  it('two racing decisions give one 200 and one 409', async () => {
    const { uuid } = await releasedModel('Wettlauf');
    const sent = await send(uuid, largeDiagram(5));
    const replies = await Promise.all([
      decide(reviewer, uuid, sent.body.id, 'ACCEPTED'),
      decide(reviewer, uuid, sent.body.id, 'REJECTED'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200);
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: owner });
    expect(list.body[0]?.requestState).toBe(winner?.body.requestState);
  });

  it('the reviewer is fixed by the release history unless it is the current user', async () => {
    const { uuid } = await releasedModel('Festgelegt');
    const before = await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: owner });
    expect(before.body.reviewer).toBeNull();
    expect(before.body.locked).toBe(false);
    const candidates = before.body.candidates.map((c) => c.userId);
    expect(candidates).toEqual(expect.arrayContaining([REVIEWER, THIRD, FOURTH]));
    expect(candidates).not.toContain(OWNER);
    expect(candidates).not.toContain('mitarbeiter@demo.local');

    const sent = await send(uuid, largeDiagram(2), THIRD);
    expect(sent.status).toBe(201);
    await decide(third, uuid, sent.body.id, 'REJECTED');
    const fixed = await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: owner });
    expect(fixed.body).toMatchObject({ reviewer: THIRD, locked: true });
    const other = await send(uuid, largeDiagram(3), FOURTH);
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('Der Prüfer ist durch die Freigabehistorie festgelegt.');
    // The fixed reviewer itself may send to someone else.
    expect(
      (await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: third })).body.locked,
    ).toBe(false);
    expect((await send(uuid, largeDiagram(3), FOURTH, third)).status).toBe(201);
    expect((await send(uuid, largeDiagram(3), 'mitarbeiter@demo.local', owner)).status).toBe(400);
  });

  it("'Freigeben & Bearbeiten' gives the reviewer the edit lock", async () => {
    const { uuid } = await releasedModel('Freigeben und Bearbeiten');
    const sent = await send(uuid, largeDiagram(2));
    const decided = await api<{ editMode: boolean }>('POST', '/bpmn/release/review', {
      token: reviewer,
      json: { uuid, id: sent.body.id, requestState: 'ACCEPTED', editAfterRelease: true },
    });
    expect(decided.body.editMode).toBe(true);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: owner })).body.currentEditor).toBe(
      REVIEWER,
    );
  });

  it("refuses another tenant's ids", async () => {
    const { uuid } = await releasedModel('Fremder Mandant');
    const sent = await send(uuid, largeDiagram(2));
    const foreign = await createTenant(reviewer, 'Freigabe');
    const { token } = foreign;
    expect((await api('GET', `/bpmn/release/${uuid}`, { token })).status).toBe(404);
    expect((await api('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, { token })).status).toBe(404);
    expect((await api('GET', `/bpmn/release/${uuid}/reviewer`, { token })).status).toBe(404);
    expect((await decide(token, uuid, sent.body.id, 'ACCEPTED')).status).toBe(404);
    expect((await send(uuid, largeDiagram(3), foreign.adminEmail, token)).status).toBe(404);
    expect(
      (await api('PUT', `/bpmn/${uuid}/releaseEnabled`, { token, json: { releaseEnabled: false } })).status,
    ).toBe(404);
    expect((await api('GET', '/bpmn/release/reviewer', { token })).body).toEqual([]);
    // Still waiting in its own tenant.
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: owner });
    expect(list.body[0]?.requestState).toBeNull();
  });
});
