import type { LegalPageView } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, signInDemoUsers } from './client.js';

describe('legal pages (Impressum, Datenschutz, AVV)', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  it('shows every page to visitors without a sign-in, saying so while no text is stored', async () => {
    for (const [page, title] of [
      ['impressum', 'Impressum'],
      ['datenschutz', 'Datenschutzerklärung'],
      ['avv', 'Auftragsverarbeitungsvertrag (AVV)'],
    ] as const) {
      const reply = await api<LegalPageView>('GET', `/legal/${page}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ page, title });
    }
    const unknown = await api<{ msg: string }>('GET', '/legal/agb');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Diese Seite gibt es nicht.');
  });

  it('lets only the platform superuser save the text, which then every visitor reads as stored', async () => {
    const text = `Betreiber: ProzessPuls GmbH ${Date.now()}\n\n<script>alert(1)</script> bleibt Text.`;
    const refused = await api<{ msg: string }>('PUT', '/legal/impressum', {
      token: demo.modeller,
      json: { text: 'Fremd' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Nur der Plattform-Superuser darf die rechtlichen Seiten bearbeiten.');
    const anonymous = await api('PUT', '/legal/impressum', { json: { text: 'Fremd' } });
    expect(anonymous.status).toBe(401);

    const saved = await api<LegalPageView>('PUT', '/legal/impressum', { token: demo.admin, json: { text } });
    expect(saved.status).toBe(200);
    const read = await api<LegalPageView>('GET', '/legal/impressum');
    expect(read.body.text).toBe(text);
    expect(read.body.updatedAt).toEqual(expect.any(String));
    // The other pages keep their own text: one text per page and platform.
    expect((await api<LegalPageView>('GET', '/legal/avv')).body.text).not.toBe(text);
  });

  it('refuses a text beyond the limit and keeps the stored one', async () => {
    const before = (await api<LegalPageView>('GET', '/legal/datenschutz')).body.text;
    const reply = await api<{ msg: string }>('PUT', '/legal/datenschutz', {
      token: demo.admin,
      json: { text: 'x'.repeat(50_001) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Der Text darf höchstens 50.000 Zeichen lang sein.');
    expect((await api<LegalPageView>('GET', '/legal/datenschutz')).body.text).toBe(before);
  });
});
