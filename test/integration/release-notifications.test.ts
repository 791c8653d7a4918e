import type { ReleaseRequest, UserNotifications } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessTokens, api, createdModel, releaseSwitchStatus } from './client.js';
import { createTenant } from './security-helpers.js';
import { releasableDiagram } from './upload.js';

const OWNER = 'modeller@demo.local';
const REVIEWER = 'admin@demo.local';

/**
 * Every decision is seen: deciding a release request stores a notification for its
 * requester in the same transaction; only that user reads it, in that client.
 */
describe('release decisions notify the requester', () => {
  const users = setUpBeforeAll(async () => {
    const signedIn = await accessTokens({
      owner: OWNER,
      reviewer: REVIEWER,
      employee: 'mitarbeiter@demo.local',
    });
    return { ...signedIn, stranger: await createTenant(signedIn.reviewer, 'Benachr') };
  });

  /** A model of the owner with release on and a request to the reviewer waiting. */
  async function requestedModel(name: string) {
    const uuid = await createdModel(users.owner, name);
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    return { uuid, request: await send(uuid) };
  }

  async function send(uuid: string): Promise<ReleaseRequest> {
    const sent = await api<ReleaseRequest>('POST', '/bpmn/release', {
      token: users.owner,
      json: { uuid, reviewer: REVIEWER, commitMsg: 'Bitte prüfen', diagramXML: releasableDiagram(2) },
    });
    expect(sent.status).toBe(201);
    return sent.body;
  }

  const decide = (uuid: string, id: string, requestState: 'ACCEPTED' | 'REJECTED', comment?: string) =>
    api<{ msg?: string }>('POST', '/bpmn/release/review', {
      token: users.reviewer,
      json: { uuid, id, requestState, comment },
    });

  const notificationsOf = async (token: string) =>
    (await api<UserNotifications>('GET', '/user/notifications', { token })).body;

  it('tells the requester of a rejection with reason and reviewer, and nobody else', async () => {
    const { uuid, request } = await requestedModel('Benachrichtigung Ablehnung');
    const before = await notificationsOf(users.owner);
    expect((await decide(uuid, request.id, 'REJECTED', 'Bitte die Rollen ergänzen')).status).toBe(200);

    const after = await notificationsOf(users.owner);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'RELEASE_REJECTED',
      uuid,
      fileName: 'Benachrichtigung Ablehnung',
      reviewer: REVIEWER,
      reviewerName: 'Anna Admin',
      comment: 'Bitte die Rollen ergänzen',
      read: false,
    });
    // The reviewer, a colleague and another tenant read nothing of it.
    for (const token of [users.reviewer, users.employee, users.stranger.token]) {
      expect((await notificationsOf(token)).items.filter((n) => n.uuid === uuid)).toEqual([]);
    }
  });

  it('tells the requester of an approval; marking read counts it down, for the owner only', async () => {
    const { uuid, request } = await requestedModel('Benachrichtigung Freigabe');
    expect((await decide(uuid, request.id, 'ACCEPTED')).status).toBe(200);
    const listed = await notificationsOf(users.owner);
    const notice = listed.items.find((n) => n.uuid === uuid);
    expect(notice).toMatchObject({ kind: 'RELEASE_ACCEPTED', reviewerName: 'Anna Admin', comment: null });
    const id = notice?.id ?? '';

    // Neither another user of the client nor another tenant can mark it read.
    for (const token of [users.reviewer, users.stranger.token]) {
      const refused = await api<{ msg: string }>('PUT', `/user/notifications/${id}/read`, { token });
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe('Die Benachrichtigung wurde nicht gefunden.');
    }
    expect((await notificationsOf(users.owner)).unread).toBe(listed.unread);

    expect((await api('PUT', `/user/notifications/${id}/read`, { token: users.owner })).status).toBe(204);
    // Again: nothing changes, no error.
    expect((await api('PUT', `/user/notifications/${id}/read`, { token: users.owner })).status).toBe(204);
    const read = await notificationsOf(users.owner);
    expect(read.unread).toBe(listed.unread - 1);
    expect(read.items.find((n) => n.id === id)?.read).toBe(true);
    const malformed = await api('PUT', '/user/notifications/..%2F/read', { token: users.owner });
    expect(malformed.status).toBe(400);
  });

  it('writes one notification when two decisions race, for the one that won', async () => {
    const { uuid, request } = await requestedModel('Benachrichtigung Wettlauf');
    const replies = await Promise.all([
      decide(uuid, request.id, 'ACCEPTED'),
      decide(uuid, request.id, 'REJECTED', 'Gleichzeitig abgelehnt'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies[0]?.status === 200 ? 'RELEASE_ACCEPTED' : 'RELEASE_REJECTED';
    const notices = (await notificationsOf(users.owner)).items.filter((n) => n.uuid === uuid);
    expect(notices.map((n) => n.kind)).toEqual([won]);
  });
});
