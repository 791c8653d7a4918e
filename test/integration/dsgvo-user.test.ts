import {
  type ElementComment,
  FORMER_USER_LABEL,
  type HistoryEntry,
  type ManagedUser,
} from '@prozesspuls/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deadlineInDays, manualSurveyBody } from '../fixtures/surveys.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, invitedMember, login, newestTokenAuthToken, signInDemoUsers } from './client.js';
import { createdContent } from './manual-surveys.js';
import { allItems, dynamo, itemsMentioning, objectsMentioning } from './stored-traces.js';
import { createdSurvey } from './surveys-api.js';
import { largeDiagram, uploadBpmn } from './upload.js';

const tag = Date.now().toString(36);
const EMAIL = `lotte.loesch-${tag}@demo.local`;
const FIRST = 'Lotte';
const LAST = `Löschmann${tag}`;
const PASSWORD = 'Loeschen!2026';
const COMMENT = `Kommentar von Lotte ${tag}`;

/** The ZIP of GET /user/export, file name → text. */
async function exportOf(token: string) {
  const response = await fetch(`${inject('baseUrl')}/api/user/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );
}

afterAll(() => dynamo.destroy());

describe('DSGVO: export and erasure of a user', () => {
  const demo = setUpBeforeAll(signInDemoUsers);
  let lotte = '';
  let uuid = '';

  beforeAll(async () => {
    lotte = await invitedMember(demo.admin, {
      userId: EMAIL,
      password: PASSWORD,
      firstName: FIRST,
      lastName: LAST,
      roleIds: ['modellierer'],
    });
    const created = await uploadBpmn(lotte, `Lottes Prozess ${tag}.bpmn`, largeDiagram(2));
    uuid = created.body.uuid ?? '';
    expect(uuid).not.toBe('');
    const comment = await api('POST', '/comment', {
      token: lotte,
      json: { text: COMMENT, uuidModel: uuid, elementId: 'Task_0' },
    });
    expect(comment.status).toBe(201);
    const modellersComment = await api('POST', '/comment', {
      token: demo.modeller,
      json: { text: `Danke, ${FIRST} ${LAST}!`, uuidModel: uuid, elementId: 'Task_1' },
    });
    expect([201, 403]).toContain(modellersComment.status);
    const link = await api('POST', `/bpmn/${uuid}/shareLink`, { token: lotte });
    expect(link.status).toBeLessThan(300);
  }, 120_000);

  it('downloads the own data as a ZIP of JSON files, with the profile and the own comments', async () => {
    const files = await exportOf(lotte);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['LIESMICH.txt', 'profil.json', 'kommentare.json']),
    );
    expect(JSON.parse(files['profil.json'] ?? '[]')).toEqual([
      expect.objectContaining({ userId: EMAIL, email: EMAIL, firstName: FIRST, lastName: LAST }),
    ]);
    expect(files['kommentare.json']).toContain(COMMENT);
    expect(files['versionen.json']).toContain(EMAIL);
    expect(files['mitgliedschaften.json']).toContain('modellierer');
    // Technical keys and credentials stay out.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toMatch(/"pk"|"gsi1pk"|tokenHash|__edb_e__/);
    // Another member's export does not contain Lotte's comment.
    expect(Object.values(await exportOf(demo.employee)).join('\n')).not.toContain(COMMENT);
  });

  it('refuses the deletion to members without ADMIN, for the own account and for unknown users', async () => {
    expect((await api('DELETE', `/user/${encodeURIComponent(EMAIL)}`, { token: demo.modeller })).status).toBe(
      403,
    );
    const self = await api<{ msg: string }>('DELETE', '/user/admin%40demo.local', { token: demo.admin });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('Sie können Ihr eigenes Konto nicht selbst löschen.');
    const unknown = await api<{ msg: string }>('DELETE', '/user/niemand%40demo.local', { token: demo.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Der Nutzer gehört nicht zu diesem Mandanten.');
    // Nothing was deleted: Lotte still signs in.
    expect((await login(EMAIL, PASSWORD)).accessToken).not.toBe('');
  });

  it('an admin of another client cannot delete a user of this client', async () => {
    const chefEmail = `chef.${tag}@dsgvo.local`;
    const created = await api<{ id: number }>('POST', '/client', {
      token: demo.admin,
      json: { companyName: `Datenschutz ${tag} KG`, shortName: 'DSG', adminEmail: chefEmail },
    });
    expect(created.status).toBe(201);
    const authToken = await newestTokenAuthToken(chefEmail);
    expect(
      (await api('POST', '/authenticate/authToken', { form: { authToken, password: PASSWORD } })).status,
    ).toBe(200);
    const chef = await login(chefEmail, PASSWORD);
    expect(chef.clientId).toBe(created.body.id);
    const reply = await api('DELETE', `/user/${encodeURIComponent(EMAIL)}`, { token: chef.accessToken });
    expect(reply.status).toBe(404);
    expect((await login(EMAIL, PASSWORD)).accessToken).not.toBe('');
  });

  it('deletes account and personal data and leaves no e-mail address or name in the table or buckets', async () => {
    const reply = await api('DELETE', `/user/${encodeURIComponent(EMAIL)}`, { token: demo.admin });
    expect(reply.status).toBe(204);

    // No trace of the person anywhere.
    const needles = [EMAIL, `${FIRST} ${LAST}`, LAST];
    expect(await itemsMentioning(needles)).toEqual([]);
    expect(await objectsMentioning(needles)).toEqual([]);

    // The account is gone: no sign-in, the administration no longer lists the user. (Checked after
    // the scan: a failed sign-in with any address counts its failures under it for a while.)
    const signIn = await api('POST', '/authenticate', { form: { userName: EMAIL, password: PASSWORD } });
    expect(signIn.status).toBe(401);
    const users = await api<ManagedUser[]>('GET', '/user', { token: demo.admin });
    expect(users.body.map((u) => u.userId)).not.toContain(EMAIL);

    // The work stays, under the pseudonym.
    const comments = await api<ElementComment[]>('GET', `/comment/bpmn/${uuid}/element/Task_0`, {
      token: demo.admin,
    });
    expect(comments.body).toEqual([expect.objectContaining({ text: COMMENT, userId: FORMER_USER_LABEL })]);
    const history = await api<HistoryEntry[]>('GET', `/bpmn/${uuid}/history`, { token: demo.admin });
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    expect(history.body.every((h) => h.committerName === FORMER_USER_LABEL)).toBe(true);
  });
});

describe('DSGVO: erasure spares a namesake and leaves no address in survey recipient records', () => {
  const FIRST_NAME = 'Nele';
  const LAST_NAME = `Namensgleich${tag}`;
  const ERASED = `nele.weg-${tag}@demo.local`;
  const NAMESAKE = `nele.bleibt-${tag}@demo.local`;
  let admin = '';
  let erasedModel = '';
  let namesakeModel = '';
  let surveyId = '';

  const historyNames = async (uuid: string) => {
    const history = await api<HistoryEntry[]>('GET', `/bpmn/${uuid}/history`, { token: admin });
    expect(history.status).toBe(200);
    return [...new Set(history.body.map((h) => h.committerName))];
  };

  beforeAll(async () => {
    let modeller = '';
    ({ admin, modeller } = await signInDemoUsers());
    const person = {
      password: PASSWORD,
      firstName: FIRST_NAME,
      lastName: LAST_NAME,
      roleIds: ['modellierer'],
    };
    const erased = await invitedMember(admin, { ...person, userId: ERASED });
    const namesake = await invitedMember(admin, { ...person, userId: NAMESAKE });
    erasedModel = (await uploadBpmn(erased, `Weg ${tag}.bpmn`, largeDiagram(1))).body.uuid ?? '';
    namesakeModel = (await uploadBpmn(namesake, `Bleibt ${tag}.bpmn`, largeDiagram(1))).body.uuid ?? '';
    const content = await createdContent(modeller);
    surveyId = (
      await createdSurvey(modeller, manualSurveyBody(`Namensgleich ${tag}`, content, deadlineInDays(7)))
    ).id;
    const others = Array.from({ length: 6 }, (_, i) => `empfang-${i}-${tag}@demo.local`);
    const sent = await api('POST', '/px/survey/send', {
      token: modeller,
      json: { surveyId, emails: [ERASED, NAMESAKE, ...others] },
    });
    expect(sent.status).toBe(200);
  }, 180_000);

  it('pseudonymises only the deleted person: the namesake keeps name, versions and recipient record', async () => {
    expect(await historyNames(erasedModel)).toEqual([`${FIRST_NAME} ${LAST_NAME}`]);
    const reply = await api('DELETE', `/user/${encodeURIComponent(ERASED)}`, { token: admin });
    expect(reply.status).toBe(204);

    expect(await historyNames(erasedModel)).toEqual([FORMER_USER_LABEL]);
    expect(await historyNames(namesakeModel)).toEqual([`${FIRST_NAME} ${LAST_NAME}`]);
    const users = await api<ManagedUser[]>('GET', '/user', { token: admin });
    expect(users.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: NAMESAKE, lastName: LAST_NAME })]),
    );

    // Nothing keeps the deleted address, and no recipient record carries the pseudonym as address.
    expect(await itemsMentioning([ERASED])).toEqual([]);
    const recipients = (await allItems()).filter(
      (item) => item.__edb_e__ === 'participationRecipient' && item.surveyId === surveyId,
    );
    expect(recipients).toHaveLength(8);
    expect(recipients.map((r) => r.email)).toContain(NAMESAKE);
    expect(recipients.filter((r) => r.email === '')).toEqual([
      expect.not.objectContaining({ userId: expect.anything(), tokenHashes: expect.anything() }),
    ]);
    expect(recipients.some((r) => JSON.stringify(r).includes(FORMER_USER_LABEL))).toBe(false);
  });
});
