import { describe, expect, it } from 'vitest';
import { withClientBranding } from './brandedMail.js';
import { participationMail } from './participationMail.js';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const mail = participationMail({
  to: 'a@demo.local',
  surveyTitle: 'Klima <2026>',
  link: 'http://localhost:3000/teilnahme/abc',
  deadlineDate: null,
});

describe('withClientBranding', () => {
  it('puts the client logo, name and colour above the invitation and colours its links', () => {
    const branded = withClientBranding(mail, { clientName: 'Demo & Co', logoUrl: LOGO, color: '1A73E8' });
    expect(branded.html).toContain(`<img src="${LOGO}" alt="Demo &amp; Co"`);
    expect(branded.html).toContain('border-top:6px solid #1A73E8');
    expect(branded.html).toContain('>Demo &amp; Co</p>');
    expect(branded.html).toContain(
      '<a style="color:#1A73E8;font-weight:600" href="http://localhost:3000/teilnahme/abc">',
    );
    expect(branded.html).toContain('an der Umfrage „Klima &lt;2026&gt;“ teilzunehmen');
    expect(branded.text.startsWith('Demo & Co\n\n')).toBe(true);
    expect({ to: branded.to, subject: branded.subject }).toEqual({ to: mail.to, subject: mail.subject });
  });

  it('uses the product colour and shows no image when the client has neither colour nor logo', () => {
    const branded = withClientBranding(mail, { clientName: 'Demo GmbH', logoUrl: null, color: null });
    expect(branded.html).toContain('border-top:6px solid #FC9861');
    expect(branded.html).not.toContain('<img');
  });
});
