import { MSG } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, latestMailTo, login, newestTokenAuthToken, tokenAuthTokenIn } from './client.js';

describe('sign-in against the local cloud', () => {
  it('signs in a demo user and answers the current client id and tokens', async () => {
    const session = await login('modeller@demo.local');
    expect(session.clientId).toBe(1);
    expect(session.userId).toBe('modeller@demo.local');
    expect(session.accessToken.split('.')).toHaveLength(3);
    const me = await api('GET', '/user/modeller@demo.local', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Max', permissions: { PROCESS: true, SURVEY: true } });
  });

  it('treats the e-mail case-insensitively', async () => {
    const session = await login('Modeller@Demo.Local');
    expect(session.userId).toBe('modeller@demo.local');
  });

  it('answers 401 with a German message for a wrong password', async () => {
    const reply = await api('POST', '/authenticate', {
      form: { userName: 'mitarbeiter@demo.local', password: 'falsch' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ msg: 'E-Mail-Adresse oder Passwort ist falsch.' });
  });

  it('locks an account after five wrong passwords, even for the right one', async () => {
    // A user of its own, so the lock does not disturb other tests.
    const userName = 'lockout-probe@demo.local';
    const replies = [];
    for (let i = 0; i < 5; i += 1) {
      replies.push(await api('POST', '/authenticate', { form: { userName, password: `falsch${i}` } }));
    }
    expect(replies.slice(0, 4).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(replies[4]?.status).toBe(429);
    const locked = await api<{ msg: string }>('POST', '/authenticate', {
      form: { userName, password: DEMO_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
  });

  it('renews the access token with the refresh token', async () => {
    const session = await login('modeller@demo.local');
    const renewed = await api<{ accessToken: string }>('POST', '/authenticate/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expect(renewed.status).toBe(200);
    const roles = await api('GET', '/user/roles', { token: renewed.body.accessToken });
    expect(roles.status).toBe(200);
  });
});

describe('password reset round trip', () => {
  it('answers the seed message for an unknown e-mail', async () => {
    const reply = await api('POST', '/authenticate/resetPassword', { json: { email: 'niemand@demo.local' } });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ msg: 'Es existiert kein Nutzer mit dieser E-Mail' });
  });

  it('checks a link without using it: live until used or superseded, dead after', async () => {
    const user = 'modeller@demo.local';
    const check = (authToken: string) =>
      api('POST', '/authenticate/authToken/check', { form: { authToken } });
    await api('POST', '/authenticate/resetPassword', { json: { email: user } });
    const first = await newestTokenAuthToken(user);
    expect((await check(first)).status).toBe(200);
    expect((await check(first)).status).toBe(200); // checking used nothing up

    await api('POST', '/authenticate/resetPassword', { json: { email: user } });
    const second = await newestTokenAuthToken(user);
    expect(second).not.toBe(first);
    expect(await check(first)).toEqual({ status: 400, body: { msg: MSG.tokenInvalid } });
    expect((await check(second)).status).toBe(200);

    const set = await api('POST', '/authenticate/authToken', {
      form: { authToken: second, password: DEMO_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(await check(second)).toEqual({ status: 400, body: { msg: MSG.tokenInvalid } });
    expect(await check('gibt-es-nicht-0000000000')).toEqual({ status: 400, body: { msg: MSG.tokenInvalid } });
  });

  it('mails a single-use link whose token sets a new password', async () => {
    const user = 'mitarbeiter@demo.local';
    const requested = await api('POST', '/authenticate/resetPassword', { json: { email: user } });
    expect(requested.status).toBe(200);
    const mail = await latestMailTo(user);
    expect(mail?.subject).toBe('ProzessPuls: Passwort zurücksetzen');
    const token = tokenAuthTokenIn(mail?.body.text);
    expect(token).toBeTruthy();

    const weak = await api('POST', '/authenticate/authToken', {
      form: { authToken: token ?? '', password: 'kurz' },
    });
    expect(weak.status).toBe(400);

    const newPassword = 'Neues!Passwort2026';
    const set = await api('POST', '/authenticate/authToken', {
      form: { authToken: token ?? '', password: newPassword },
    });
    expect(set.status).toBe(200);
    await login(user, newPassword);

    const again = await api('POST', '/authenticate/authToken', {
      form: { authToken: token ?? '', password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(400);

    // Back to the demo password for the other suites, through the same flow.
    await api('POST', '/authenticate/resetPassword', { json: { email: user } });
    const second = await newestTokenAuthToken(user);
    expect(second).not.toBe(token);
    expect(
      (await api('POST', '/authenticate/authToken', { form: { authToken: second, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });
});
