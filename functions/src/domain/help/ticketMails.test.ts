import { describe, expect, it } from 'vitest';
import { reporterTicketMail, supportTicketMail, ticketReplyMail } from './ticketMails.js';

const facts = {
  number: 'PP-2026-0007',
  title: 'Knopf <b>weg</b>',
  clientName: 'Demo GmbH',
  reporter: 'modeller@demo.local',
  happened: 'Zeile eins\nZeile zwei',
  expected: 'Ein Knopf',
  route: '/processList',
  browser: 'Chromium',
  hasScreenshot: true,
};

describe('support ticket mails', () => {
  it('send the support the whole report with the number in the subject', () => {
    const mail = supportTicketMail('support@prozesspuls.local', facts);
    expect(mail.to).toBe('support@prozesspuls.local');
    expect(mail.subject).toBe('[PP-2026-0007] Neuer Fehlerbericht: Knopf <b>weg</b>');
    expect(mail.text).toContain('Mandant: Demo GmbH');
    expect(mail.text).toContain('Seite: /processList');
    expect(mail.text).toContain('Screenshot: ja');
    expect(mail.text).toContain('Was ist passiert?\nZeile eins\nZeile zwei');
  });

  it('never pass the reporter’s text into the HTML unescaped, and keep its line breaks', () => {
    const { html } = reporterTicketMail(facts);
    expect(html).not.toContain('<b>weg</b>');
    expect(html).toContain('&lt;b&gt;weg&lt;/b&gt;');
    expect(html).toContain('Zeile eins<br>Zeile zwei');
  });

  it('confirm to the reporter and carry the support’s answer', () => {
    expect(reporterTicketMail(facts)).toMatchObject({
      to: 'modeller@demo.local',
      subject: 'Ihr Fehlerbericht PP-2026-0007 ist eingegangen',
    });
    const reply = ticketReplyMail({ to: 'a@b.de', number: 'PP-2026-0007', title: 'T', text: 'Behoben.' });
    expect(reply.subject).toBe('Antwort auf Ihren Fehlerbericht PP-2026-0007');
    expect(reply.text).toContain('Behoben.');
  });
});
