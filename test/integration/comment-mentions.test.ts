import type { ElementComment } from '@prozesspuls/shared';
import { ELEMENT_CONTENT_MESSAGES, mentionToken } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, latestMailTo, login } from './client.js';
import { closeDynamo, diffSnapshots, snapshotTenant } from './local-table.js';
import { createTenant, type Tenant } from './security-helpers.js';
import { uploadBpmn } from './upload.js';

const AUTHOR = 'modeller@demo.local';
const ADMIN = 'admin@demo.local';
const STAFF = 'mitarbeiter@demo.local';

const DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_Erwaehnen">
<bpmn:task id="Task_Freigabe" name="Rechnung freigeben" />
</bpmn:process></bpmn:definitions>`;

/** Waits until the newest mail to `to` satisfies `test` (mails are sent after the write). */
async function mailTo(to: string, test: (text: string) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await latestMailTo(to);
    if (mail && test(mail.body.text ?? '')) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching mail to ${to}`);
}

let author = '';
let other: Tenant;
let uuid = '';

beforeAll(async () => {
  author = (await login(AUTHOR)).accessToken;
  other = await createTenant((await login(ADMIN)).accessToken, 'Erwaehnung');
  const uploaded = await uploadBpmn(author, `Erwähnungen ${Date.now()}.bpmn`, DIAGRAM);
  uuid = uploaded.body.uuid ?? '';
  expect(uuid).not.toBe('');
});

afterAll(() => closeDynamo());

const comment = (token: string, text: string) =>
  api<ElementComment & { msg: string }>('POST', '/comment', {
    token,
    json: { text, uuidModel: uuid, elementId: 'Task_Freigabe' },
  });

const listed = async () =>
  (await api<ElementComment[]>('GET', `/comment/bpmn/${uuid}/element/Task_Freigabe`, { token: author })).body;

describe('@Name mentions in element comments', () => {
  it('keeps the mention by user id, answers it with the name and mails the mentioned member a link to the element', async () => {
    const marker = `Freigabe ${Date.now()}`;
    const text = `${mentionToken(ADMIN)} bitte die ${marker} prüfen, ${mentionToken(STAFF)} zur Info`;
    const created = await comment(author, text);
    expect(created.status).toBe(201);
    expect(created.body.text).toBe(text);
    expect(created.body.mentions).toEqual([
      { userId: ADMIN, fullName: 'Anna Admin' },
      { userId: STAFF, fullName: 'Mia Mitarbeiter' },
    ]);
    expect((await listed()).find((c) => c.id === created.body.id)?.mentions).toEqual(created.body.mentions);

    for (const to of [ADMIN, STAFF]) {
      const mail = await mailTo(to, (body) => body.includes(marker));
      expect(mail.subject).toBe('ProzessPuls: Sie wurden in einem Kommentar erwähnt');
      const body = mail.body.text ?? '';
      expect(body).toContain('Max Modell');
      expect(body).toContain('„Rechnung freigeben“');
      expect(body).toContain(`@Anna Admin bitte die ${marker} prüfen, @Mia Mitarbeiter zur Info`);
      expect(body).toContain(`/modelEdit/${uuid}?element=Task_Freigabe`);
      expect(body).not.toContain('@[');
    }
  });

  it('mails the other mentioned members but not the author who mentions themselves', async () => {
    const marker = `Selbst ${Date.now()}`;
    const created = await comment(author, `${mentionToken(AUTHOR)} und ${mentionToken(ADMIN)}: ${marker}`);
    expect(created.status).toBe(201);
    await mailTo(ADMIN, (body) => body.includes(marker));
    expect((await latestMailTo(AUTHOR))?.body.text ?? '').not.toContain(marker);
  });

  it("refuses mentioning another tenant's user or an unknown id, writing nothing and mailing nobody", async () => {
    const before = await snapshotTenant(1);
    const outsiderMailBefore = (await latestMailTo(other.adminEmail))?.body.text;
    for (const stranger of [other.adminEmail, 'niemand@demo.local']) {
      const refused = await comment(author, `Hallo ${mentionToken(stranger)} und ${mentionToken(ADMIN)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(ELEMENT_CONTENT_MESSAGES.mentionNotMember);
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => mentionToken(`person${i}@demo.local`)).join(' ');
    const refusedMany = await comment(author, tooMany);
    expect(refusedMany.status).toBe(400);
    expect(refusedMany.body.msg).toBe(ELEMENT_CONTENT_MESSAGES.tooManyMentions);
    expect(diffSnapshots(before, await snapshotTenant(1))).toEqual([]);
    expect((await latestMailTo(other.adminEmail))?.body.text).toBe(outsiderMailBefore);
  });

  it("lets the other tenant's user neither comment on the model nor mention members of this tenant", async () => {
    const refused = await comment(other.token, `${mentionToken(ADMIN)} hallo`);
    expect(refused.status).toBe(404);
    expect((await listed()).map((c) => c.text)).not.toContain(`${mentionToken(ADMIN)} hallo`);
  });
});
