import {
  type ModelReviewer,
  type ProcessModel,
  type ReleaseRequest,
  type ReleaseReview,
  type ReviewTask,
  type SaveModelResponse,
  type ShareLinkState,
  shareAuthValue,
} from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import {
  accessTokens,
  api,
  createdModel,
  invitedModeller,
  latestMailTo,
  releaseSwitchStatus,
  shareCall,
} from './client.js';
import { createTenant } from './security-helpers.js';
import { largeDiagram, releasableDiagram } from './upload.js';

const OWNER = 'modeller@demo.local';
const REVIEWER = 'admin@demo.local';
// Unique per file: the integration files share one cloud.
const THIRD = 'dritte.freigabe@demo.local';
const FOURTH = 'vierte.freigabe@demo.local';

/** A modelling colleague of the reviewer's client, surnamed after this file. */
const invitedColleague = (reviewer: string, userId: string, firstName: string) =>
  invitedModeller(reviewer, { userId, password: 'Freigabe!2026', firstName, lastName: 'Freigabe' });

/** POST /bpmn/release/review: `token`'s decision on request `id`; `editAfterRelease` is 'Freigeben & Bearbeiten'. */
function decide(
  token: string,
  uuid: string,
  id: string,
  requestState: 'ACCEPTED' | 'REJECTED',
  comment?: string,
  editAfterRelease?: boolean,
) {
  return api<{ msg?: string; requestState?: string; editMode?: boolean }>('POST', '/bpmn/release/review', {
    token,
    json: { uuid, id, requestState, comment, editAfterRelease },
  });
}

describe('release workflow', () => {
  const users = setUpBeforeAll(async () => {
    const signedIn = await accessTokens({ owner: OWNER, reviewer: REVIEWER });
    return {
      ...signedIn,
      third: await invitedColleague(signedIn.reviewer, THIRD, 'Dora'),
      fourth: await invitedColleague(signedIn.reviewer, FOURTH, 'Vera'),
    };
  });

  /** A model with release switched on; the diagram at switching on is the released version. */
  async function releasedModel(name: string) {
    const uuid = await createdModel(users.owner, name);
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.owner });
    return { uuid, releasedXml: model.body.diagramXML };
  }

  async function send(uuid: string, diagramXML: string, to = REVIEWER, token = users.owner) {
    return api<ReleaseRequest & { msg?: string }>('POST', '/bpmn/release', {
      token,
      json: { uuid, reviewer: to, commitMsg: 'Bitte prüfen', diagramXML },
    });
  }

  it('only the owner switches release on', async () => {
    const uuid = await createdModel(users.owner, 'Freigabe Schalter');
    expect(await releaseSwitchStatus(users.third, uuid, true)).toBe(403);
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    expect(
      (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.third })).body.releaseEnabled,
    ).toBe(true);
  });

  it('refuses a request without release enabled or with missing fields, writing nothing', async () => {
    const uuid = await createdModel(users.owner, 'Ohne Freigabe');
    const refused = await send(uuid, releasableDiagram(2));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Die Freigabe ist für dieses Prozessmodell nicht aktiviert.');
    const { uuid: enabled } = await releasedModel('Felder fehlen');
    const missing = await api<{ msg: string }>('POST', '/bpmn/release', {
      token: users.owner,
      json: { uuid: enabled, reviewer: REVIEWER, commitMsg: '  ', diagramXML: releasableDiagram(2) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Prozessverantwortlicher muss angegeben werden');
    expect(
      (await api<ReleaseRequest[]>('GET', `/bpmn/release/${enabled}`, { token: users.owner })).body,
    ).toEqual([]);
  });

  it('refuses a model with errors in the model checks in German, naming the elements, and writes nothing', async () => {
    const { uuid, releasedXml } = await releasedModel('Modellprüfung');
    // Two tasks, no start or end event, nothing connected: what the modeller's check blocks too.
    const refused = await send(uuid, largeDiagram(2));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(
      'Das Prozessmodell kann nicht zur Freigabe versendet werden: Die Modellprüfung meldet 4 Fehler.',
    );
    expect(refused.body.msg).toContain(
      'Arbeitsschritt 0 mit einer etwas längeren Beschreibung · Aufgabe: Das Element ist mit keinem anderen Element verbunden.',
    );
    expect(
      (await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: users.owner })).body,
    ).toEqual([]);
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.owner });
    expect(model.body.diagramXML).toBe(releasedXml);
    expect(model.body.release?.state).not.toBe('IN_REVIEW');
    // Warnings alone do not block: the same tasks, connected but unnamed, go through.
    const unnamed = releasableDiagram(2).replace(/ name="Arbeitsschritt \d[^"]*"/g, '');
    expect((await send(uuid, unnamed)).status).toBe(201);
  });

  it('sends to a reviewer who sees the task and the mail; a third user keeps the released version', async () => {
    const { uuid, releasedXml } = await releasedModel('Freigabe Ablauf');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: true } });
    const interim = await api<SaveModelResponse>('PUT', `/bpmn/release/${uuid}`, {
      token: users.owner,
      json: { diagramXML: releasableDiagram(2), version: 1 },
    });
    expect(interim.status).toBe(200);
    // The interim save is the working draft: a colleague keeps reading the released version.
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.third })).body.diagramXML).toBe(
      releasedXml,
    );

    const sent = await send(uuid, releasableDiagram(3));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reviewer: REVIEWER, requestState: null, reviewerName: 'Anna Admin' });

    const tasks = await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: users.reviewer });
    expect(tasks.body.filter((t) => t.uuid === uuid)).toEqual([
      expect.objectContaining({ requestId: sent.body.id, requester: OWNER, fileName: 'Freigabe Ablauf' }),
    ]);
    expect((await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: users.third })).body).toEqual(
      [],
    );
    const mail = await latestMailTo(REVIEWER);
    expect(mail?.body.text).toContain(`/modelReview/${uuid}`);

    const seenByThird = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.third });
    expect(seenByThird.body).toMatchObject({ showsReleasedVersion: true, underReview: true, canEdit: false });
    expect(seenByThird.body.diagramXML).toBe(releasedXml);
    expect(
      (await api('POST', `/bpmn/${uuid}/editMode`, { token: users.third, json: { editMode: true } })).status,
    ).toBe(403);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.owner })).body.diagramXML).toBe(
      releasableDiagram(3),
    );
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.reviewer })).body.diagramXML).toBe(
      releasableDiagram(3),
    );
    expect(
      (await api(`GET`, `/bpmn/release/${uuid}/review/${sent.body.id}`, { token: users.third })).status,
    ).toBe(403);

    const review = await api<ReleaseReview>('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, {
      token: users.reviewer,
    });
    expect(review.body).toMatchObject({
      diagramXML: releasableDiagram(3),
      releasedXML: releasedXml,
      canDecide: true,
    });

    const accepted = await decide(users.reviewer, uuid, sent.body.id, 'ACCEPTED', 'Passt so');
    expect(accepted.status).toBe(200);
    const afterwards = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.third });
    // The colleague reads the newly released version; editing under release stays with owner and reviewer.
    expect(afterwards.body).toMatchObject({ showsReleasedVersion: true, underReview: false, canEdit: false });
    expect(afterwards.body.diagramXML).toBe(releasableDiagram(3));
    expect(afterwards.body.release).toMatchObject({ state: 'RELEASED', version: 2 });
    const decisionMail = await latestMailTo(OWNER);
    expect(decisionMail?.subject).toBe('ProzessPuls: "Freigabe Ablauf" wurde freigegeben');
    expect(decisionMail?.body.text).toContain('Passt so');
    expect(
      (await api<ReviewTask[]>('GET', '/bpmn/release/reviewer', { token: users.reviewer })).body,
    ).not.toContainEqual(expect.objectContaining({ uuid }));
  });

  it('only the reviewer of the newest request decides; others get 403 and nothing changes', async () => {
    const { uuid } = await releasedModel('Nur der Prüfer');
    const first = await send(uuid, releasableDiagram(2));
    const second = await send(uuid, releasableDiagram(4));
    expect(second.status).toBe(201);
    for (const token of [users.owner, users.third, users.fourth]) {
      expect((await decide(token, uuid, second.body.id, 'ACCEPTED')).status).toBe(403);
    }
    const older = await decide(users.reviewer, uuid, first.body.id, 'ACCEPTED');
    expect(older.status).toBe(403);
    expect(older.body.msg).toBe('Es gibt eine neuere Freigabeanfrage zu diesem Prozessmodell.');
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: users.owner });
    expect(list.body.map((r) => [r.id, r.requestState])).toEqual([
      [second.body.id, null],
      [first.body.id, null],
    ]);
    expect((await decide(users.reviewer, uuid, second.body.id, 'REJECTED', 'Nein')).status).toBe(200);
  });

  it('a decided request stays decided', async () => {
    const { uuid, releasedXml } = await releasedModel('Entschieden');
    const sent = await send(uuid, releasableDiagram(2));
    expect((await decide(users.reviewer, uuid, sent.body.id, 'REJECTED', 'Noch nicht')).status).toBe(200);
    const again = await decide(users.reviewer, uuid, sent.body.id, 'ACCEPTED');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Über diese Freigabeanfrage wurde bereits entschieden.');
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: users.owner });
    expect(list.body[0]).toMatchObject({ requestState: 'REJECTED', decisionComment: 'Noch nicht' });
    // Rejected: the released version is still the one from before.
    const review = await api<ReleaseReview>('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, {
      token: users.owner,
    });
    expect(review.body.releasedXML).toBe(releasedXml);
    expect((await latestMailTo(OWNER))?.subject).toBe('ProzessPuls: "Entschieden" wurde abgelehnt');
  });

  it('two racing decisions give one 200 and one 409', async () => {
    const { uuid } = await releasedModel('Wettlauf');
    const sent = await send(uuid, releasableDiagram(5));
    const replies = await Promise.all([
      decide(users.reviewer, uuid, sent.body.id, 'ACCEPTED'),
      decide(users.reviewer, uuid, sent.body.id, 'REJECTED', 'Noch nicht'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200);
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: users.owner });
    expect(list.body[0]?.requestState).toBe(winner?.body.requestState);
  });

  it('the reviewer is fixed by the release history unless it is the current user', async () => {
    const { uuid } = await releasedModel('Festgelegt');
    const before = await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: users.owner });
    expect(before.body.reviewer).toBeNull();
    expect(before.body.locked).toBe(false);
    const candidates = before.body.candidates.map((c) => c.userId);
    expect(candidates).toEqual(expect.arrayContaining([REVIEWER, THIRD, FOURTH]));
    expect(candidates).not.toContain(OWNER);
    expect(candidates).not.toContain('mitarbeiter@demo.local');

    const sent = await send(uuid, releasableDiagram(2), THIRD);
    expect(sent.status).toBe(201);
    await decide(users.third, uuid, sent.body.id, 'REJECTED', 'Bitte überarbeiten');
    const fixed = await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: users.owner });
    expect(fixed.body).toMatchObject({ reviewer: THIRD, locked: true });
    const other = await send(uuid, releasableDiagram(3), FOURTH);
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('Der Prüfer ist durch die Freigabehistorie festgelegt.');
    // The fixed reviewer itself may send to someone else.
    expect(
      (await api<ModelReviewer>('GET', `/bpmn/release/${uuid}/reviewer`, { token: users.third })).body.locked,
    ).toBe(false);
    expect((await send(uuid, releasableDiagram(3), FOURTH, users.third)).status).toBe(201);
    expect((await send(uuid, releasableDiagram(3), 'mitarbeiter@demo.local', users.owner)).status).toBe(400);
  });

  it("'Freigeben & Bearbeiten' gives the reviewer the edit lock", async () => {
    const { uuid } = await releasedModel('Freigeben und Bearbeiten');
    const sent = await send(uuid, releasableDiagram(2));
    const decided = await decide(users.reviewer, uuid, sent.body.id, 'ACCEPTED', undefined, true);
    expect(decided.body.editMode).toBe(true);
    expect((await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.owner })).body.currentEditor).toBe(
      REVIEWER,
    );
  });

  it("refuses another tenant's ids", async () => {
    const { uuid } = await releasedModel('Fremder Mandant');
    const sent = await send(uuid, releasableDiagram(2));
    const foreign = await createTenant(users.reviewer, 'Freigabe');
    const { token } = foreign;
    expect((await api('GET', `/bpmn/release/${uuid}`, { token })).status).toBe(404);
    expect((await api('GET', `/bpmn/release/${uuid}/review/${sent.body.id}`, { token })).status).toBe(404);
    expect((await api('GET', `/bpmn/release/${uuid}/reviewer`, { token })).status).toBe(404);
    expect((await decide(token, uuid, sent.body.id, 'ACCEPTED')).status).toBe(404);
    expect((await send(uuid, releasableDiagram(3), foreign.adminEmail, token)).status).toBe(404);
    expect(await releaseSwitchStatus(token, uuid, false)).toBe(404);
    expect((await api('GET', '/bpmn/release/reviewer', { token })).body).toEqual([]);
    // Still waiting in its own tenant.
    const list = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: users.owner });
    expect(list.body[0]?.requestState).toBeNull();
  });
});

describe('the released version cannot be bypassed', () => {
  const COLLEAGUE = 'kollegin.freigabe@demo.local';
  const users = setUpBeforeAll(async () => {
    const signedIn = await accessTokens({ owner: OWNER, reviewer: REVIEWER });
    return {
      ...signedIn,
      // A colleague with write rights through the folder ('modellierer' writes in 'default').
      colleague: await invitedColleague(signedIn.reviewer, COLLEAGUE, 'Karla'),
      guest: (await createTenant(signedIn.reviewer, 'Gast')).token,
    };
  });

  /** A release-enabled model with an edited draft, a share link, and the owner holding the lock. */
  async function governedModel(name: string) {
    const uuid = await createdModel(users.owner, `${name} ${Date.now()}`);
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    const link = await api<ShareLinkState>('POST', `/bpmn/${uuid}/shareLink`, { token: users.owner });
    expect(link.status).toBe(200);
    const linkToken = link.body.token ?? '';
    const released = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.colleague });
    return {
      uuid,
      linkToken,
      auth: shareAuthValue(1, uuid, linkToken),
      releasedXml: released.body.diagramXML,
    };
  }

  const send = (uuid: string, diagramXML: string) =>
    api<ReleaseRequest & { msg?: string }>('POST', '/bpmn/release', {
      token: users.owner,
      json: { uuid, reviewer: REVIEWER, commitMsg: 'Bitte prüfen', diagramXML },
    });

  const readAsColleague = async (uuid: string) =>
    (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.colleague })).body;

  it('a colleague with write rights through the folder reads the released version and cannot edit it', async () => {
    const { uuid, releasedXml } = await governedModel('Kollegin');
    const seen = await readAsColleague(uuid);
    expect(seen).toMatchObject({ canEdit: false, showsReleasedVersion: true, underReview: false });
    expect(seen.release).toMatchObject({ state: 'RELEASED', version: 1 });

    const lock = await api<{ msg: string }>('POST', `/bpmn/${uuid}/editMode`, {
      token: users.colleague,
      json: { editMode: true },
    });
    expect(lock.status).toBe(403);
    expect(lock.body.msg).toContain('nur der Eigentümer und der Prüfer');
    for (const [method, path, json] of [
      ['PUT', `/bpmn/${uuid}`, { diagramXML: releasableDiagram(7), version: 1 }],
      ['PUT', `/bpmn/release/${uuid}`, { diagramXML: releasableDiagram(7), version: 1 }],
      [
        'POST',
        '/bpmn/release',
        { uuid, reviewer: REVIEWER, commitMsg: 'Von mir', diagramXML: releasableDiagram(7) },
      ],
    ] as const) {
      const refused = await api<{ msg: string }>(method, path, { token: users.colleague, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.msg).toMatch(/Freigabe/);
    }
    const history = await api<{ commitHash: string }[]>('GET', `/bpmn/${uuid}/history`, {
      token: users.owner,
    });
    const first = history.body.at(-1)?.commitHash ?? '';
    expect(
      (await api('PUT', `/bpmn/${uuid}/history/commit/${first}`, { token: users.colleague, json: {} }))
        .status,
    ).toBe(403);
    // The draft's history is not for readers of the released version either.
    expect((await api('GET', `/bpmn/${uuid}/history`, { token: users.colleague })).status).toBe(403);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasedXml);
  });

  it('saves, interim saves and restores by the owner change only the draft; no request shows it to readers', async () => {
    const { uuid, releasedXml } = await governedModel('Entwurf');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: true } });
    const saved = await api<SaveModelResponse>('PUT', `/bpmn/${uuid}`, {
      token: users.owner,
      json: { diagramXML: releasableDiagram(2), version: 1 },
    });
    expect(saved.status).toBe(200);
    const interim = await api<SaveModelResponse>('PUT', `/bpmn/release/${uuid}`, {
      token: users.owner,
      json: { diagramXML: releasableDiagram(3), version: saved.body.version },
    });
    expect(interim.status).toBe(200);
    const ownView = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.owner });
    expect(ownView.body).toMatchObject({
      canEdit: true,
      showsReleasedVersion: false,
      diagramXML: releasableDiagram(3),
    });
    expect(ownView.body.release?.state).toBe('DRAFT');
    const seen = await readAsColleague(uuid);
    expect(seen.diagramXML).toBe(releasedXml);
    expect(seen.release).toMatchObject({ state: 'DRAFT', version: 1 });

    // Restoring an older history entry is a new draft, not a release.
    const history = await api<{ commitHash: string }[]>('GET', `/bpmn/${uuid}/history`, {
      token: users.owner,
    });
    const middle = history.body[1]?.commitHash ?? '';
    expect(
      (await api('PUT', `/bpmn/${uuid}/history/commit/${middle}`, { token: users.owner, json: {} })).status,
    ).toBe(200);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasedXml);
  });

  it('a share-link guest reads the released version and cannot take the lock or save', async () => {
    const { uuid, linkToken, auth, releasedXml } = await governedModel('Gastlink');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: true } });
    expect(
      (
        await api('PUT', `/bpmn/${uuid}`, {
          token: users.owner,
          json: { diagramXML: releasableDiagram(2), version: 1 },
        })
      ).status,
    ).toBe(200);
    const opened = await shareCall<ProcessModel>('GET', `/share/${linkToken}`, users.guest, auth);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      canEdit: false,
      showsReleasedVersion: true,
      diagramXML: releasedXml,
    });
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: false } });
    const lock = await shareCall<{ msg: string }>('POST', `/share/${linkToken}/editMode`, users.guest, auth, {
      editMode: true,
    });
    expect(lock.status).toBe(403);
    expect(lock.body.msg).toBe(
      'Über einen Freigabelink kann ein Prozessmodell mit aktivierter Freigabe nicht bearbeitet werden.',
    );
    const save = await shareCall<{ msg: string }>('PUT', `/share/${linkToken}`, users.guest, auth, {
      diagramXML: releasableDiagram(9),
      version: 2,
    });
    expect(save.status).toBe(403);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasedXml);
  });

  it('crafted calls cannot write the released version: extra fields, foreign decisions, a rejection without reason', async () => {
    const { uuid, releasedXml } = await governedModel('Gebastelt');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: true } });
    const crafted = await api('PUT', `/bpmn/${uuid}`, {
      token: users.owner,
      json: {
        diagramXML: releasableDiagram(4),
        version: 1,
        releasedXmlKey: 'x',
        releaseEnabled: false,
        postEditor: OWNER,
      },
    });
    // Unknown fields are dropped: the save is a draft save, nothing else.
    expect(crafted.status).toBe(200);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasedXml);
    const sent = await send(uuid, releasableDiagram(4));
    expect(sent.status).toBe(201);
    for (const token of [users.owner, users.colleague]) {
      const decided = await decide(token, uuid, sent.body.id, 'ACCEPTED');
      expect(decided.status).toBe(403);
    }
    expect((await decide(users.reviewer, uuid, 'erfunden', 'ACCEPTED')).status).toBe(404);
    const noReason = await decide(users.reviewer, uuid, sent.body.id, 'REJECTED', '   ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Bitte geben Sie einen Grund für die Ablehnung an.');
    const seen = await readAsColleague(uuid);
    expect(seen.diagramXML).toBe(releasedXml);
    expect(seen.release).toMatchObject({ state: 'IN_REVIEW', version: 1 });
  });

  it('colleague, guest, crafted call and owner race: the released version stays byte-identical until the reviewer approves', async () => {
    const { uuid, linkToken, auth, releasedXml } = await governedModel('Wettlauf Freigabe');
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.owner, json: { editMode: true } });
    const replies = await Promise.all([
      api('PUT', `/bpmn/${uuid}`, {
        token: users.owner,
        json: { diagramXML: releasableDiagram(2), version: 1 },
      }),
      api('PUT', `/bpmn/${uuid}`, {
        token: users.colleague,
        json: { diagramXML: releasableDiagram(5), version: 1 },
      }),
      api('PUT', `/bpmn/release/${uuid}`, {
        token: users.colleague,
        json: { diagramXML: releasableDiagram(5), version: 1 },
      }),
      shareCall('PUT', `/share/${linkToken}`, users.guest, auth, {
        diagramXML: releasableDiagram(6),
        version: 1,
      }),
      api('PUT', `/bpmn/${uuid}/releaseEnabled`, { token: users.colleague, json: { releaseEnabled: false } }),
      api('POST', '/bpmn/release', {
        token: users.colleague,
        json: { uuid, reviewer: REVIEWER, commitMsg: 'Schnell', diagramXML: releasableDiagram(5) },
      }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 403, 403, 403, 403, 403]);
    const readers = async () => [
      (await readAsColleague(uuid)).diagramXML,
      (await shareCall<ProcessModel>('GET', `/share/${linkToken}`, users.guest, auth)).body.diagramXML,
    ];
    expect(await readers()).toEqual([releasedXml, releasedXml]);

    const rejected = await send(uuid, releasableDiagram(2));
    expect(
      (await decide(users.reviewer, uuid, rejected.body.id, 'REJECTED', 'Schnittstelle fehlt')).status,
    ).toBe(200);
    const afterRejection = await readAsColleague(uuid);
    expect(afterRejection.diagramXML).toBe(releasedXml);
    expect(afterRejection.release).toMatchObject({
      state: 'REJECTED',
      version: 1,
      lastDecision: {
        requestState: 'REJECTED',
        reviewer: REVIEWER,
        reviewerName: 'Anna Admin',
        comment: 'Schnittstelle fehlt',
      },
    });

    const fixed = await send(uuid, releasableDiagram(8));
    expect((await decide(users.reviewer, uuid, fixed.body.id, 'ACCEPTED')).status).toBe(200);
    expect(await readers()).toEqual([releasableDiagram(8), releasableDiagram(8)]);
    const approved = await readAsColleague(uuid);
    expect(approved.release).toMatchObject({
      state: 'RELEASED',
      version: 2,
      lastDecision: { requestState: 'ACCEPTED' },
    });
    expect(approved.release?.releasedAt).toEqual(expect.any(String));
    const mail = await latestMailTo(OWNER);
    expect(mail?.subject).toContain('wurde freigegeben');
  });

  it("in the post-edit window after 'Freigeben & Bearbeiten' the reviewer's save is the released version, until editing ends", async () => {
    const { uuid } = await governedModel('Nachbearbeitung');
    const sent = await send(uuid, releasableDiagram(2));
    const decided = await decide(users.reviewer, uuid, sent.body.id, 'ACCEPTED', undefined, true);
    expect(decided.body.editMode).toBe(true);
    const reviewerView = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: users.reviewer });
    expect(reviewerView.body).toMatchObject({ postEdit: true, canEdit: true });
    const postEdited = await api<SaveModelResponse>('PUT', `/bpmn/${uuid}`, {
      token: users.reviewer,
      json: { diagramXML: releasableDiagram(3), version: reviewerView.body.version },
    });
    expect(postEdited.status).toBe(200);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasableDiagram(3));
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.reviewer, json: { editMode: false } });
    // After the window the reviewer's saves are drafts again.
    await api('POST', `/bpmn/${uuid}/editMode`, { token: users.reviewer, json: { editMode: true } });
    expect(
      (
        await api('PUT', `/bpmn/${uuid}`, {
          token: users.reviewer,
          json: { diagramXML: releasableDiagram(4), version: postEdited.body.version },
        })
      ).status,
    ).toBe(200);
    expect((await readAsColleague(uuid)).diagramXML).toBe(releasableDiagram(3));
  });
});
