import { randomUUID } from 'node:crypto';
import type { ParticipationView, SurveyDetails } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineInDays, iwakSurveyBody } from '../fixtures/surveys.js';
import { api, latestMailTo, login, participationTokenIn } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { acceptInvitation, type Tenant } from './security-helpers.js';

/**
 * What a participant meets of the inviting client: the participation API answers
 * the client's name, logo and colour and nothing of any other client; the invitation and the
 * reminder mail show the same; the chosen language is kept with the draft.
 */

const tag = randomUUID().slice(0, 8);
const DOMAIN = `marke-${tag}.local`;
const CLIENT_NAME = `Markenhaus ${tag}`;
/** A 1×1 PNG, as the client administration stores a logo (data URL). */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const COLOR = '1A73E8';
const participant = (n: number) => `teilnehmer${n}@${DOMAIN}`;

let tenant: Tenant;

/** A client of its own with name, logo and colour, whose administrator may send surveys. */
async function brandedTenant(): Promise<Tenant> {
  const superuser = (await login('admin@demo.local')).accessToken;
  const adminEmail = `chef@${DOMAIN}`;
  const created = await api<{ id: number }>('POST', '/client', {
    token: superuser,
    json: {
      companyName: CLIENT_NAME,
      shortName: 'Marke',
      adminEmail,
      identityColor: `#${COLOR}`,
      imageUrl: LOGO,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const password = `Marke!${tag}Aa1`;
  await acceptInvitation(adminEmail, password);
  const token = (await login(adminEmail, password)).accessToken;
  const granted = await api('POST', '/permission', {
    token,
    json: { roleId: 'administrator', name: 'SURVEY', granted: true },
  });
  expect(granted.status).toBe(200);
  return { clientId: created.body.id, adminEmail, password, token };
}

/** An IWAK survey of the branded client sent to five of its addresses; answers its id. */
async function sentSurvey(title: string, deadlineDate: number | null = null): Promise<string> {
  const created = await api<SurveyDetails>('POST', '/px/survey', {
    token: tenant.token,
    json: iwakSurveyBody(title, { deadlineDate }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const sent = await api('POST', '/px/survey/send', {
    token: tenant.token,
    json: { surveyId: created.body.id, emails: [1, 2, 3, 4, 5].map(participant) },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return created.body.id;
}

const participation = (token: string) =>
  api<ParticipationView & { msg?: string }>('GET', `/participation/${token}`);

beforeAll(async () => {
  tenant = await brandedTenant();
});

afterAll(() => closeDynamo());

describe('the participation of a branded client', () => {
  let token = '';

  beforeAll(async () => {
    await sentSurvey(`Marke ${tag}`);
    token = participationTokenIn((await latestMailTo(participant(1)))?.body.text);
    expect(token).not.toBe('');
  });

  it('mails the invitation with the client logo, name and colour', async () => {
    const mail = await latestMailTo(participant(1));
    const html = mail?.body.html ?? '';
    expect(html).toContain(`<img src="${LOGO}" alt="${CLIENT_NAME}"`);
    expect(html).toContain(`>${CLIENT_NAME}</p>`);
    expect(html).toContain(`border-top:6px solid #${COLOR}`);
    expect(html).toContain(`<a style="color:#${COLOR};font-weight:600" href="`);
    expect(mail?.body.text?.startsWith(`${CLIENT_NAME}\n\n`)).toBe(true);
  });

  it('answers the client name, logo and colour with the survey, and German until the participant switches', async () => {
    const view = await participation(token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ clientName: CLIENT_NAME, logoUrl: LOGO, color: COLOR, locale: 'de' });
  });

  it('sends the English wording of the standard questions and page titles with the survey', async () => {
    const { body } = await participation(token);
    const page = body.surveySchema.pages.find((p) => p.name === 'P1');
    expect(page?.titleEn).toBe('Your role');
    const first = page?.elements.find((element) => element.name === 'M1-RM-01');
    expect(first && 'titleEn' in first ? first.titleEn : null).toBe(
      'I know exactly what is expected of me in my role.',
    );
  });

  it('keeps the chosen language with the draft, so the link resumes in English', async () => {
    const saved = await api('PUT', `/participation/${token}`, {
      json: { answers: {}, currentPage: 1, locale: 'en' },
    });
    expect(saved.status).toBe(200);
    expect((await participation(token)).body).toMatchObject({ locale: 'en', currentPage: 1 });
  });

  it('refuses a language it does not offer in German and keeps the saved one', async () => {
    const refused = await api<{ msg?: string }>('PUT', `/participation/${token}`, {
      json: { answers: {}, currentPage: 2, locale: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/[äöüÄÖÜß]|Ungültig|ungültig|Bitte|erwartet/);
    expect((await participation(token)).body).toMatchObject({ locale: 'en', currentPage: 1 });
  });

  it('shows another client its own branding, never this one', async () => {
    const demo = (await login('modeller@demo.local')).accessToken;
    const created = await api<SurveyDetails>('POST', '/px/survey', {
      token: demo,
      json: iwakSurveyBody(`Demo ${tag}`),
    });
    expect(created.status).toBe(200);
    const demoAddress = (n: number) => `marke-${tag}-${n}@demo.local`;
    const sent = await api('POST', '/px/survey/send', {
      token: demo,
      json: { surveyId: created.body.id, emails: [1, 2, 3, 4, 5].map(demoAddress) },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await latestMailTo(demoAddress(1));
    const view = await participation(participationTokenIn(mail?.body.text));
    expect(view.body.clientName).toBe('Demo GmbH');
    expect(JSON.stringify(view.body)).not.toContain(CLIENT_NAME);
    expect(mail?.body.html).not.toContain(CLIENT_NAME);
  });
});

describe('the reminder mail of a branded client', () => {
  it('carries the client logo, name and colour like the invitation', async () => {
    pointFunctionsAtLocalCloud({ mail: true });
    const { remindOpenRecipients } = await import('../../functions/src/domain/surveys/surveyReminder.js');
    const surveyId = await sentSurvey(`Erinnerung ${tag}`, deadlineInDays(7));
    const invitation = await latestMailTo(participant(2));
    const { mailed } = await remindOpenRecipients({ clientId: tenant.clientId, surveyId, round: 1 });
    expect(mailed).toBe(5);
    const reminder = await latestMailTo(participant(2));
    expect(reminder?.subject).not.toBe(invitation?.subject);
    expect(reminder?.body.html).toContain(`<img src="${LOGO}" alt="${CLIENT_NAME}"`);
    expect(reminder?.body.html).toContain(`border-top:6px solid #${COLOR}`);
    expect(reminder?.body.html).toContain(`>${CLIENT_NAME}</p>`);
    const token = participationTokenIn(reminder?.body.text);
    expect((await participation(token)).body).toMatchObject({ clientName: CLIENT_NAME, color: COLOR });
  });
});
