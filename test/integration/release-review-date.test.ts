import { fileDate, type ProcessModel, type ProcessSummary, REVIEW_DATE_MESSAGES } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessTokens, api, createdModel, invitedModeller, releaseSwitchStatus } from './client.js';
import { releasableDiagram } from './upload.js';

const OWNER = 'modeller@demo.local';
const REVIEWER = 'admin@demo.local';
// Unique per file: the integration files share one cloud.
const COLLEAGUE = 'kollegin.pruefdatum@demo.local';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => fileDate(Date.now() + days * DAY);

describe("the next review date 'Nächste Überprüfung'", () => {
  const users = setUpBeforeAll(async () => {
    const { owner, reviewer } = await accessTokens({ owner: OWNER, reviewer: REVIEWER });
    const colleague = await invitedModeller(reviewer, {
      userId: COLLEAGUE,
      password: 'Pruefdatum!2026',
      firstName: 'Paula',
      lastName: 'Prüfdatum',
    });
    return { owner, reviewer, colleague };
  });

  async function releasedModel(name: string): Promise<string> {
    const uuid = await createdModel(users.owner, `${name} ${Date.now()}`);
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    return uuid;
  }

  const setDate = (token: string, uuid: string, reviewDueAt: string | null) =>
    api<{ reviewDueAt?: string | null; msg?: string }>('PUT', `/bpmn/${uuid}/reviewDueAt`, {
      token,
      json: { reviewDueAt },
    });
  const shownDate = async (token: string, uuid: string) =>
    (await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token })).body.reviewDueAt;

  it('the owner sets the date; model and process list show it, and null returns to 12 months after approval', async () => {
    const uuid = await releasedModel('Prüfdatum Eigentümer');
    const defaultDate = await shownDate(users.owner, uuid);
    const day = inDays(30);
    const set = await setDate(users.owner, uuid, day);
    expect(set.status).toBe(200);
    expect(set.body.reviewDueAt?.slice(0, 10)).toBe(day);
    expect((await shownDate(users.colleague, uuid))?.slice(0, 10)).toBe(day);
    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: users.owner });
    expect(list.body.find((p) => p.uuid === uuid)?.reviewDueAt?.slice(0, 10)).toBe(day);

    const reset = await setDate(users.owner, uuid, null);
    expect(reset.status).toBe(200);
    expect(reset.body.reviewDueAt).toBe(defaultDate);
    expect(await shownDate(users.owner, uuid)).toBe(defaultDate);
  });

  it('refuses an impossible, a past and a far-away day in German and keeps the date', async () => {
    const uuid = await releasedModel('Prüfdatum Eingabe');
    const before = await shownDate(users.owner, uuid);
    for (const [day, msg] of [
      ['2027-02-30', REVIEW_DATE_MESSAGES.invalid],
      ['31.12.2027', REVIEW_DATE_MESSAGES.invalid],
      [inDays(-2), REVIEW_DATE_MESSAGES.past],
      [inDays(11 * 366), REVIEW_DATE_MESSAGES.tooFar],
    ] as const) {
      const refused = await setDate(users.owner, uuid, day);
      expect(refused.status, day).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    expect(await shownDate(users.owner, uuid)).toBe(before);
  });

  it('a colleague with write rights is refused; the reviewer fixed by the release history may set it', async () => {
    const uuid = await releasedModel('Prüfdatum Rechte');
    const before = await shownDate(users.owner, uuid);
    const refused = await setDate(users.colleague, uuid, inDays(40));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(REVIEW_DATE_MESSAGES.notAllowed);
    expect(await shownDate(users.owner, uuid)).toBe(before);

    // The admin becomes the fixed reviewer with the first request.
    const sent = await api('POST', '/bpmn/release', {
      token: users.owner,
      json: { uuid, reviewer: REVIEWER, commitMsg: 'Bitte prüfen', diagramXML: releasableDiagram(2) },
    });
    expect(sent.status).toBe(201);
    const day = inDays(50);
    const byReviewer = await setDate(users.reviewer, uuid, day);
    expect(byReviewer.status).toBe(200);
    expect((await shownDate(users.owner, uuid))?.slice(0, 10)).toBe(day);
  });
});
