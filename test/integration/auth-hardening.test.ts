import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, mailsTo, newestTokenAuthToken, type Reply, tokenAuthTokenIn } from './client.js';

/**
 * Login abuse, tried as an attacker would: parallel password guessing, a flood of
 * reset mails, sessions and older links that outlive a password reset. Every test uses users of
 * its own (invited here), so locks and resets do not disturb other suites.
 */

const PASSWORD = 'Sicher!Start2026';
const RESET_SUBJECT = 'ProzessPuls: Passwort zurücksetzen';
const LOCKED = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';

/** The password-reset mails to `to`, oldest first. */
async function resetMailsTo(to: string) {
  return (await mailsTo(to)).filter((mail) => mail.subject === RESET_SUBJECT);
}

/** The token of the newest password-reset link mailed to `to`. */
const newestResetToken = async (to: string) => tokenAuthTokenIn((await resetMailsTo(to)).at(-1)?.body.text);

const setPassword = (authToken: string, password: string) =>
  api<{ msg?: string }>('POST', '/authenticate/authToken', { form: { authToken, password } });

let admin = '';

/** A fresh user of client 1 (role Mitarbeiter) who accepted the invitation with PASSWORD. */
async function invitedUser(name: string): Promise<string> {
  const userId = `${name}-${Date.now()}@demo.local`;
  const added = await api('POST', '/user/add', {
    token: admin,
    json: { userId, firstName: 'Test', lastName: name, role: ['mitarbeiter'] },
  });
  expect(added.status).toBe(201);
  const set = await setPassword(await newestTokenAuthToken(userId), PASSWORD);
  expect(set.status).toBe(200);
  return userId;
}

const wrongPassword = (userName: string, i: number) =>
  api<{ msg: string }>('POST', '/authenticate', { form: { userName, password: `Falsch!${i}x` } });

beforeAll(async () => {
  admin = (await login('admin@demo.local')).accessToken;
});

describe('login lockout under parallel guessing', () => {
  it('lets at most 5 of 30 parallel wrong passwords reach the password check', async () => {
    const userId = await invitedUser('burst');
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => wrongPassword(userId, i)));
    const statuses = replies.map((r) => r.status);
    const failed = statuses.filter((s) => s === 401).length;
    const locked = replies.filter((r) => r.status === 429);
    console.log(`30 parallel wrong passwords: ${failed} × 401, ${locked.length} × 429`);
    // Every check but the one that locks answers 401; all others are refused before Cognito.
    expect(failed).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(failed + locked.length).toBe(30);
    for (const reply of locked) expect(reply.body).toEqual({ msg: LOCKED });

    const right = await api<{ msg: string }>('POST', '/authenticate', {
      form: { userName: userId, password: PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe(LOCKED);
  });

  it('refuses the right password sent while a burst of wrong ones is under way', async () => {
    const userId = await invitedUser('inburst');
    let firstRefusal: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });
    const burst = Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        wrongPassword(userId, i).then((reply) => {
          if (reply.status === 429) firstRefusal();
          return reply;
        }),
      ),
    );
    // A 429 means all slots of the window are taken by wrong passwords: none comes back.
    await refused;
    const right = await api('POST', '/authenticate', { form: { userName: userId, password: PASSWORD } });
    const replies: Reply[] = await burst;
    expect(right.status).toBe(429);
    expect(replies.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
  });

  it('still counts one by one: four wrong passwords answer 401, the fifth locks, a right one before signs in', async () => {
    const userId = await invitedUser('serial');
    const first = await login(userId, PASSWORD);
    expect(first.userId).toBe(userId);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await wrongPassword(userId, i)).status);
    // The successful sign-in gave its slot back, so all five wrong ones were checked.
    expect(replies).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('password-reset mails per address', () => {
  it('sends at most 3 of 10 requested reset mails and answers all alike', async () => {
    const userId = await invitedUser('flood');
    const replies = [];
    for (let i = 0; i < 10; i += 1) {
      replies.push(await api('POST', '/authenticate/resetPassword', { json: { email: userId } }));
    }
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const mails = await resetMailsTo(userId);
    console.log(`10 reset requests in a row: ${mails.length} mails sent`);
    expect(mails.length).toBe(3);
  });

  it('sends at most 3 mails for 10 parallel requests', async () => {
    const userId = await invitedUser('flood-parallel');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/authenticate/resetPassword', { json: { email: userId } }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await resetMailsTo(userId)).length).toBe(3);
  });

  it('keeps the seed message for an unknown address', async () => {
    const reply = await api('POST', '/authenticate/resetPassword', {
      json: { email: 'gibt-es-nicht@demo.local' },
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ msg: 'Es existiert kein Nutzer mit dieser E-Mail' });
  });
});

describe('sessions end with a password reset', () => {
  it('refuses the refresh token and the access token of a session from before the reset', async () => {
    const userId = await invitedUser('session');
    const old = await login(userId, PASSWORD);
    expect((await api('GET', '/user/roles', { token: old.accessToken })).status).toBe(200);
    const renewed = await api('POST', '/authenticate/refresh', { json: { refreshToken: old.refreshToken } });
    expect(renewed.status).toBe(200);

    expect((await api('POST', '/authenticate/resetPassword', { json: { email: userId } })).status).toBe(200);
    const newPassword = 'Ganz!Neu2026';
    expect((await setPassword(await newestResetToken(userId), newPassword)).status).toBe(200);

    const refresh = await api('POST', '/authenticate/refresh', { json: { refreshToken: old.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await api('GET', '/user/roles', { token: old.accessToken })).status).toBe(401);
    const renewedAccess = (renewed.body as { accessToken: string }).accessToken;
    expect((await api('GET', '/user/roles', { token: renewedAccess })).status).toBe(401);

    // A sign-in with the new password works at once, and so does its refresh token.
    const fresh = await login(userId, newPassword);
    expect((await api('GET', '/user/roles', { token: fresh.accessToken })).status).toBe(200);
    const again = await api('POST', '/authenticate/refresh', { json: { refreshToken: fresh.refreshToken } });
    expect(again.status).toBe(200);
  });

  it('kills an older reset link once a newer one exists, used or not', async () => {
    const userId = await invitedUser('links');
    await api('POST', '/authenticate/resetPassword', { json: { email: userId } });
    const linkA = await newestResetToken(userId);
    await api('POST', '/authenticate/resetPassword', { json: { email: userId } });
    const linkB = await newestResetToken(userId);
    expect(linkB).not.toBe(linkA);

    expect((await setPassword(linkB, 'Link!B2026')).status).toBe(200);
    const withA = await setPassword(linkA, 'Link!A2026');
    expect(withA.status).toBe(400);
    expect(withA.body.msg).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    );
    await login(userId, 'Link!B2026');
  });

  it('refuses an older link that was never used once a newer one is issued', async () => {
    const userId = await invitedUser('links-unused');
    await api('POST', '/authenticate/resetPassword', { json: { email: userId } });
    const linkA = await newestResetToken(userId);
    await api('POST', '/authenticate/resetPassword', { json: { email: userId } });
    const withA = await setPassword(linkA, 'Link!A2026');
    expect(withA.status).toBe(400);
    expect(withA.body.msg).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    );
  });
});
