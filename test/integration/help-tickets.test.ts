import type { ScreenshotUpload, Ticket, TicketList } from '@prozesspuls/shared';
import { TICKET_MESSAGES } from '@prozesspuls/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessTokens, api, latestMailTo } from './client.js';
import { closeDynamo } from './local-table.js';
import { createTenant } from './security-helpers.js';

const SUPPORT = 'support@prozesspuls.local';
const REPORTER = 'modeller@demo.local';
const SUPERUSER = 'admin@demo.local';
const NUMBER = /^PP-\d{4}-\d{4,}$/;
/** The smallest valid PNG (1×1 pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const suite = setUpBeforeAll(async () => {
  const signedIn = await accessTokens({ reporter: REPORTER, superuser: SUPERUSER });
  return { ...signedIn, other: await createTenant(signedIn.superuser, 'Hilfe') };
});

afterAll(() => closeDynamo());

/** Waits until a mail to `to` whose subject contains `marker` arrived (mails go out after the write). */
async function mailWith(to: string, marker: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await latestMailTo(to);
    if (mail?.subject.includes(marker)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with ${marker}`);
}

const report = (token: string, title: string, extra: Record<string, unknown> = {}) =>
  api<Ticket & { msg: string }>('POST', '/help/ticket', {
    token,
    json: {
      title,
      happened: 'Beim Speichern erscheint eine leere Seite.',
      expected: 'Das Modell wird gespeichert.',
      route: '/modelEdit/123',
      browser: 'Chromium-Test',
      ...extra,
    },
  });

const list = async (token: string) => (await api<TicketList>('GET', '/help/ticket', { token })).body;

describe('bug reports of the help centre', () => {
  it('stores a ticket with a PP-<year>-<seq> number and mails the support address and the reporter', async () => {
    const title = `Leere Seite ${Date.now()}`;
    const created = await report(suite.reporter, title);
    expect(created.status).toBe(201);
    expect(created.body.number).toMatch(NUMBER);
    expect(created.body.number.startsWith(`PP-${new Date().getUTCFullYear()}-`)).toBe(true);
    expect(created.body).toMatchObject({ title, state: 'OPEN', reporter: REPORTER, route: '/modelEdit/123' });

    const support = await mailWith(SUPPORT, created.body.number);
    expect(support.subject).toBe(`[${created.body.number}] Neuer Fehlerbericht: ${title}`);
    expect(support.body.text).toContain('Beim Speichern erscheint eine leere Seite.');
    expect(support.body.text).toContain('Gemeldet von: modeller@demo.local');
    expect(support.body.text).toContain('Browser: Chromium-Test');
    const confirmation = await mailWith(REPORTER, created.body.number);
    expect(confirmation.subject).toBe(`Ihr Fehlerbericht ${created.body.number} ist eingegangen`);
  });

  it('gives reports sent at the same moment distinct, gapless numbers', async () => {
    const tag = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => report(suite.reporter, `Gleichzeitig ${tag} ${index}`)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(201));
    const sequences = replies.map((reply) => Number(reply.body.number.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(6);
    expect((sequences.at(-1) ?? 0) - (sequences[0] ?? 0)).toBe(5);
  });

  it('refuses a report without a title or description in German and stores nothing', async () => {
    const before = (await list(suite.superuser)).tickets.length;
    const noTitle = await report(suite.reporter, '   ');
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toContain(TICKET_MESSAGES.titleRequired);
    const noText = await report(suite.reporter, 'Ohne Text', { happened: '' });
    expect(noText.status).toBe(400);
    expect(noText.body.msg).toContain(TICKET_MESSAGES.happenedRequired);
    expect((await list(suite.superuser)).tickets.length).toBe(before);
  });

  it('shows the superuser every client’s tickets and a tenant admin only the own client’s', async () => {
    const own = await report(suite.other.token, `Fremder Mandant ${Date.now()}`);
    expect(own.status).toBe(201);
    const mine = await report(suite.reporter, `Demo ${Date.now()}`);

    const all = await list(suite.superuser);
    expect(all.canManage).toBe(true);
    const numbers = all.tickets.map((ticket) => ticket.number);
    expect(numbers).toContain(own.body.number);
    expect(numbers).toContain(mine.body.number);

    const tenantView = await list(suite.other.token);
    expect(tenantView.canManage).toBe(false);
    expect(tenantView.tickets.map((ticket) => ticket.number)).toEqual([own.body.number]);
    // Another client's ticket does not exist for a tenant admin.
    const foreign = await api('GET', `/help/ticket/${mine.body.number}/screenshot`, {
      token: suite.other.token,
    });
    expect(foreign.status).toBe(404);
    // A member without ADMIN does not list tickets at all.
    expect((await api('GET', '/help/ticket', { token: suite.reporter })).status).toBe(403);
  });

  it('lets only the platform support change the state and reply by mail to the reporter', async () => {
    const created = await report(suite.other.token, `Antwort bitte ${Date.now()}`);
    const path = `/help/ticket/${created.body.number}`;
    const byTenantAdmin = await api<{ msg: string }>('PUT', path, {
      token: suite.other.token,
      json: { state: 'DONE' },
    });
    expect(byTenantAdmin.status).toBe(403);
    expect(byTenantAdmin.body.msg).toBe(TICKET_MESSAGES.onlySupport);

    const invalid = await api<{ msg: string }>('PUT', path, {
      token: suite.superuser,
      json: { state: 'FERTIG' },
    });
    expect(invalid.status).toBe(400);
    const moved = await api<Ticket>('PUT', path, { token: suite.superuser, json: { state: 'IN_PROGRESS' } });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe('IN_PROGRESS');
    expect((await list(suite.other.token)).tickets.find((t) => t.number === created.body.number)?.state).toBe(
      'IN_PROGRESS',
    );

    const replied = await api<Ticket>('POST', `${path}/reply`, {
      token: suite.superuser,
      json: { text: 'Wir haben den Fehler behoben.' },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.replyCount).toBe(1);
    const mail = await mailWith(
      suite.other.adminEmail,
      `Antwort auf Ihren Fehlerbericht ${created.body.number}`,
    );
    expect(mail.body.text).toContain('Wir haben den Fehler behoben.');

    expect(
      (await api('PUT', '/help/ticket/PP-1999-0001', { token: suite.superuser, json: { state: 'DONE' } }))
        .status,
    ).toBe(404);
  });

  it('takes a screenshot of up to 5 MB through a presigned upload and refuses what is no image', async () => {
    const slot = await api<ScreenshotUpload>('POST', '/help/screenshot', {
      token: suite.reporter,
      json: { fileName: 'bild.png', size: PNG.length },
    });
    expect(slot.status).toBe(200);
    expect((await fetch(slot.body.uploadUrl, { method: 'PUT', body: PNG })).status).toBe(200);
    const created = await report(suite.reporter, `Mit Bild ${Date.now()}`, {
      screenshotId: slot.body.screenshotId,
    });
    expect(created.status).toBe(201);
    expect(created.body.hasScreenshot).toBe(true);
    const link = await api<{ url: string }>('GET', `/help/ticket/${created.body.number}/screenshot`, {
      token: suite.superuser,
    });
    expect(link.status).toBe(200);
    const image = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(image.equals(PNG)).toBe(true);

    const tooLarge = await api<{ msg: string }>('POST', '/help/screenshot', {
      token: suite.reporter,
      json: { fileName: 'gross.png', size: 5 * 1024 * 1024 + 1 },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.msg).toContain(TICKET_MESSAGES.screenshotTooLarge);

    const text = Buffer.from('kein Bild, nur Text');
    const textSlot = await api<ScreenshotUpload>('POST', '/help/screenshot', {
      token: suite.reporter,
      json: { fileName: 'bild.png', size: text.length },
    });
    await fetch(textSlot.body.uploadUrl, { method: 'PUT', body: text });
    const before = (await list(suite.superuser)).tickets.length;
    const refused = await report(suite.reporter, 'Falsches Bild', {
      screenshotId: textSlot.body.screenshotId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(TICKET_MESSAGES.screenshotType);
    expect((await list(suite.superuser)).tickets.length).toBe(before);
  });
});
