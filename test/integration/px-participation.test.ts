import type {
  OpenSurvey,
  ParticipationView,
  SendSurveyResponse,
  SurveyDetails,
  UserSurveyParticipation,
} from '@prozesspuls/shared';
import { PARTICIPATION_MESSAGES, plainAnswerOptions } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineInDays, type ManualSurveyContent, manualSurveyBody } from '../fixtures/surveys.js';
import { api, login, mailCount, mailedParticipationToken } from './client.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { demoRecipients } from './recipient-addresses.js';
import { createTenant, type Tenant } from './security-helpers.js';
import { itemsWithPrefix, roundCountersKey, setAttributes, storedItem, surveyKey } from './table-items.js';

const { tag, address: external, addresses: more } = demoRecipients();

let modeller = '';
let employee = '';
let other: Tenant;

/** A matrix, a radio group and a free-text question; drafts until `beforeAll` creates them. */
const DRAFT_QUESTIONS: ManualSurveyContent = {
  pages: [
    { title: 'Seite 1', questionIds: ['zufrieden'] },
    { title: 'Seite 2', questionIds: ['alter', 'anmerkung'] },
  ],
  questions: [
    { id: 'zufrieden', text: 'Ich bin zufrieden.', answerType: 'MATRIX' },
    {
      id: 'alter',
      text: 'Alter',
      answerType: 'RADIOGROUP',
      answerOptions: plainAnswerOptions(['unter 30', '30 und älter']),
    },
    { id: 'anmerkung', text: 'Anmerkungen', answerType: 'COMMENT' },
  ],
};
/** The created questions' ids by their draft names. */
const q = { zufrieden: '', alter: '', anmerkung: '' };
let questions: ManualSurveyContent = DRAFT_QUESTIONS;

/** A custom survey of the created questions. */
async function createSurvey(title: string, deadlineDate = deadlineInDays(7)): Promise<string> {
  const created = await api<SurveyDetails>('POST', '/px/survey', {
    token: modeller,
    json: manualSurveyBody(title, questions, deadlineDate),
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

async function send(json: Record<string, unknown>, token = modeller) {
  return api<SendSurveyResponse & { msg?: string; invalidEmails?: string[] }>('POST', '/px/survey/send', {
    token,
    json,
  });
}

const participation = (token: string) =>
  api<ParticipationView & { msg?: string }>('GET', `/participation/${token}`);
const save = (token: string, answers: Record<string, unknown>, currentPage: number) =>
  api<{ status: string; msg?: string }>('PUT', `/participation/${token}`, { json: { answers, currentPage } });
const submit = (token: string, answers: Record<string, unknown>) =>
  api<{ status: string; msg?: string }>('POST', `/participation/${token}/submit`, { json: { answers } });

const fullAnswers = () => ({
  [q.zufrieden]: { [q.zufrieden]: 5 },
  [q.alter]: 'unter 30',
  [q.anmerkung]: 'Mehr Pausen bitte.',
});

beforeAll(async () => {
  modeller = (await login('modeller@demo.local')).accessToken;
  const created = await createdContent(modeller, DRAFT_QUESTIONS);
  questions = created;
  Object.assign(q, created.ids);
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  other = await createTenant((await login('admin@demo.local')).accessToken, 'Teilnahme');
});

afterAll(() => closeDynamo());

describe('sending a survey', () => {
  it('refuses malformed addresses with the seed message and writes nothing', async () => {
    const surveyId = await createSurvey(`Ungültig ${tag}`);
    const reply = await send({ surveyId, emails: [external('gut'), 'kein-at-zeichen', 'a@b'] });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      'Fehlerhaftes Format einiger Mail-Adressen. Bitte prüfen Sie die Korrektheit dieser Mail-Adressen.',
    );
    expect(reply.body.invalidEmails).toEqual(['kein-at-zeichen', 'a@b']);
    expect(await mailCount(external('gut'))).toBe(0);
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ state: 'CREATED', sendToCount: 0 });
    expect(await itemsWithPrefix(`PXRECIPIENT#${surveyId}#`)).toEqual([]);
  });

  it('sends one link per person: duplicates and repeated calls add nobody twice', async () => {
    const surveyId = await createSurvey(`Doppelt ${tag}`);
    const first = await send({
      surveyId,
      userIds: ['mitarbeiter@demo.local'],
      emails: [
        external('eins'),
        external('zwei'),
        external('EINS').toUpperCase(),
        'MITARBEITER@demo.local',
        ...more('weitere', 2),
      ],
      reminderDaysBeforeDeadline: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sent: 5, alreadySent: 0, sendToCount: 5, round: 1 });
    for (const to of [external('eins'), external('zwei'), 'mitarbeiter@demo.local']) {
      expect(await mailedParticipationToken(to)).toMatch(/^[\w-]{43}$/);
    }
    const mailsBefore = await mailCount(external('eins'));
    const again = await send({ surveyId, emails: [external('eins'), external('drei')] });
    expect(again.body).toMatchObject({ sent: 1, alreadySent: 1, sendToCount: 6 });
    expect(await mailCount(external('eins'))).toBe(mailsBefore);
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({
      state: 'SEND',
      sendToCount: 6,
      reminderDaysBeforeDeadline: 3,
    });
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ sentTo: 6 });
  });

  it('sends each of two racing identical calls to a person once', async () => {
    const surveyId = await createSurvey(`Parallel ${tag}`);
    const emails = more('p', 5);
    const replies = await Promise.all([send({ surveyId, emails }), send({ surveyId, emails })]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.reduce((sum, reply) => sum + reply.body.sent, 0)).toBe(5);
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ sendToCount: 5 });
    for (const to of emails) expect(await mailCount(to)).toBe(1);
  });

  it('keeps tenants apart: no sending of another client’s survey, no members of another client', async () => {
    const surveyId = await createSurvey(`Mandant ${tag}`);
    const foreign = await send({ surveyId, emails: [external('fremd')] }, other.token);
    expect(foreign.status).toBe(404);
    const foreignMember = await send({ surveyId, userIds: [other.adminEmail] });
    expect(foreignMember.status).toBe(400);
    expect(foreignMember.body.msg).toBe(PARTICIPATION_MESSAGES.unknownMember);
    expect((await send({ surveyId, emails: [external('x')] }, employee)).status).toBe(403);
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ state: 'CREATED', sendToCount: 0 });
  });
});

describe('taking part through the personal link', () => {
  let surveyId = '';
  let token = '';

  beforeAll(async () => {
    surveyId = await createSurvey(`Teilnahme ${tag}`);
    expect((await send({ surveyId, emails: [external('teil'), ...more('teil', 4)] })).status).toBe(200);
    token = await mailedParticipationToken(external('teil'));
  });

  it('shows the survey without sign-in, and nothing else of the tenant', async () => {
    const reply = await participation(token);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(
      [
        'answers',
        'clientName',
        'color',
        'currentPage',
        'deadlineDate',
        'locale',
        'logoUrl',
        // A process survey's steps (px-process-step.test.ts); null for this one.
        'process',
        'status',
        'surveySchema',
        'title',
      ].sort(),
    );
    expect(reply.body).toMatchObject({
      title: `Teilnahme ${tag}`,
      status: 'NOT_ANSWERED',
      answers: {},
      currentPage: 0,
      process: null,
    });
    expect(JSON.stringify(reply.body)).not.toContain('modeller@demo.local');
  });

  it('answers 404 with a German message for an unknown link', async () => {
    const reply = await participation('A'.repeat(43));
    expect(reply.status).toBe(404);
    expect(reply.body.msg).toBe(PARTICIPATION_MESSAGES.unknownLink);
  });

  it('resumes saved partial answers and the page on another device', async () => {
    expect((await save(token, { [q.zufrieden]: { [q.zufrieden]: 4 } }, 1)).body.status).toBe(
      'PARTIALLY_ANSWERED',
    );
    expect(
      (await save(token, { [q.zufrieden]: { [q.zufrieden]: 4 }, [q.alter]: 'unter 30' }, 1)).status,
    ).toBe(200);
    const resumed = await participation(token);
    expect(resumed.body).toMatchObject({
      status: 'PARTIALLY_ANSWERED',
      answers: { [q.zufrieden]: { [q.zufrieden]: 4 }, [q.alter]: 'unter 30' },
      currentPage: 1,
    });
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ partiallyAnswered: 1 });
  });

  it('refuses answers that do not fit the questions and stores nothing', async () => {
    for (const answers of [{ fremd: 1 }, { [q.zufrieden]: { [q.zufrieden]: 9 } }, { [q.alter]: 'über 90' }]) {
      const reply = await submit(token, answers);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe(PARTICIPATION_MESSAGES.invalidAnswers);
    }
    expect(await itemsWithPrefix(`PXANSWER#${surveyId}#`)).toEqual([]);
  });

  it('submits once: counters move, the survey is ANSWERED, a second submit is refused', async () => {
    expect((await submit(token, fullAnswers())).status).toBe(200);
    const second = await submit(token, fullAnswers());
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(PARTICIPATION_MESSAGES.alreadyAnswered);
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({
      sentTo: 5,
      completeAnswered: 1,
      partiallyAnswered: 0,
      [`L#${q.zufrieden}#5`]: 1,
      [`O#${q.alter}#${encodeURIComponent('unter 30')}`]: 1,
    });
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ state: 'ANSWERED', answeredCount: 1 });
    expect((await participation(token)).body.status).toBe('ANSWERED');
    expect(await itemsWithPrefix(`PXDRAFT#${surveyId}#`)).toEqual([]);
  });

  it('stores answers without token, user, address or a time finer than the day; free text apart without any time', async () => {
    const answers = await itemsWithPrefix(`PXANSWER#${surveyId}#`);
    const texts = await itemsWithPrefix(`PXTEXT#${surveyId}#`);
    expect(answers).toHaveLength(1);
    expect(texts).toHaveLength(1);
    const recipient = (await itemsWithPrefix(`PXRECIPIENT#${surveyId}#`))[0] ?? {};
    const secrets = [token, external('teil'), ...((recipient.tokenHashes as Set<string>) ?? [])].map(String);
    for (const item of [...answers, ...texts]) {
      const stored = JSON.stringify(item);
      for (const secret of secrets) expect(stored).not.toContain(secret);
      expect(stored).not.toMatch(/@|\d{2}:\d{2}/);
      expect(Object.keys(item).sort()).toEqual(
        expect.arrayContaining(['pk', 'sk', 'clientId', 'surveyId', 'round']),
      );
      expect(Object.keys(item).filter((name) => /token|user|mail|created|updated|time/i.test(name))).toEqual(
        [],
      );
    }
    expect(JSON.parse(String(answers[0]?.answers))).toEqual({
      [q.zufrieden]: { [q.zufrieden]: 5 },
      [q.alter]: 'unter 30',
    });
    expect(answers[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The free text has no day: with the texts released in batches, no time tells submits apart.
    expect(texts[0]?.day).toBeUndefined();
    expect(texts[0]?.threshold).toBe(10);
    expect(JSON.parse(String(texts[0]?.texts))).toEqual({ [q.anmerkung]: 'Mehr Pausen bitte.' });
  });

  it('counts two racing submits of one link once', async () => {
    expect((await send({ surveyId, emails: [external('rennen')] })).status).toBe(200);
    const raced = await mailedParticipationToken(external('rennen'));
    const before = await storedItem(roundCountersKey(surveyId));
    const replies = await Promise.all([
      submit(raced, fullAnswers()),
      submit(raced, fullAnswers()),
      submit(raced, fullAnswers()),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const after = await storedItem(roundCountersKey(surveyId));
    expect(after.completeAnswered).toBe(Number(before.completeAnswered) + 1);
    expect(after[`L#${q.zufrieden}#5`]).toBe(Number(before[`L#${q.zufrieden}#5`]) + 1);
    expect(await itemsWithPrefix(`PXANSWER#${surveyId}#`)).toHaveLength(2);
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ answeredCount: 2 });
  });

  it('answers 410 once the survey has ended', async () => {
    expect((await send({ surveyId, emails: [external('spaet')] })).status).toBe(200);
    const late = await mailedParticipationToken(external('spaet'));
    await setAttributes(surveyKey(surveyId), { state: 'FINISHED' });
    for (const reply of [
      await participation(late),
      await save(late, {}, 0),
      await submit(late, fullAnswers()),
    ]) {
      expect(reply.status).toBe(410);
      expect(reply.body.msg).toBe(PARTICIPATION_MESSAGES.ended);
    }
  });
});

/** Changes the survey item directly, as a job, a restart or the clock would. */
const changeSurvey = (surveyId: string, values: Record<string, unknown>) =>
  setAttributes(surveyKey(surveyId), values);

describe('a submit right after the survey ended, in a process that served a submit of it before', () => {
  /** A sent survey, one of whose links was submitted already (so its schema is known). */
  async function answeredOnce(title: string) {
    const surveyId = await createSurvey(`${title} ${tag}`);
    const emails = [external(`${title}-a`), external(`${title}-b`), ...more(title, 3)];
    expect((await send({ surveyId, emails })).status).toBe(200);
    expect((await submit(await mailedParticipationToken(external(`${title}-a`)), fullAnswers())).status).toBe(
      200,
    );
    return { surveyId, next: await mailedParticipationToken(external(`${title}-b`)) };
  }

  async function expectEnded(token: string, answers: Record<string, unknown>) {
    const reply = await submit(token, answers);
    expect(reply.status).toBe(410);
    expect(reply.body.msg).toBe(PARTICIPATION_MESSAGES.ended);
  }

  it('answers 410 once the survey was finished, and counts nothing', async () => {
    const { surveyId, next } = await answeredOnce('beendet');
    await changeSurvey(surveyId, { state: 'FINISHED' });
    await expectEnded(next, fullAnswers());
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ completeAnswered: 1 });
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ answeredCount: 1 });
  });

  it('answers 410 once the deadline has passed', async () => {
    const { surveyId, next } = await answeredOnce('frist');
    await changeSurvey(surveyId, { deadlineDate: Date.now() - 1000 });
    await expectEnded(next, fullAnswers());
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ completeAnswered: 1 });
  });

  it('answers 410 to a link of the previous round once a new round started, also to answers that do not fit', async () => {
    const { surveyId, next } = await answeredOnce('runde');
    await changeSurvey(surveyId, { round: 2, state: 'SEND' });
    await expectEnded(next, { fremd: 1 });
    await expectEnded(next, fullAnswers());
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ completeAnswered: 1 });
    expect(await storedItem(surveyKey(surveyId))).toMatchObject({ answeredCount: 1 });
  });

  it('answers 409 to an answered link and 400 to answers that do not fit while the survey is open', async () => {
    const { surveyId, next } = await answeredOnce('offen');
    const wrong = await submit(next, { [q.alter]: 'über 90' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(PARTICIPATION_MESSAGES.invalidAnswers);
    expect((await submit(next, fullAnswers())).status).toBe(200);
    const again = await submit(next, fullAnswers());
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(PARTICIPATION_MESSAGES.alreadyAnswered);
    expect(await storedItem(roundCountersKey(surveyId))).toMatchObject({ completeAnswered: 2 });
  });
});

describe('open surveys of a signed-in member', () => {
  it('lists the survey until the member answered, through a token of their own', async () => {
    const surveyId = await createSurvey(`Mitglied ${tag}`);
    expect(
      (await send({ surveyId, userIds: ['mitarbeiter@demo.local'], emails: more('mitglied', 4) })).status,
    ).toBe(200);
    const mailed = await mailedParticipationToken('mitarbeiter@demo.local');
    const open = await api<OpenSurvey[]>('GET', '/user/survey', { token: employee });
    expect(open.body.map((survey) => survey.surveyId)).toContain(surveyId);
    const opened = await api<UserSurveyParticipation>('GET', `/user/survey/${surveyId}`, { token: employee });
    expect(opened.status).toBe(200);
    expect(opened.body.token).not.toBe(mailed);
    // Both the mailed link and the member's own one lead to the same participation.
    expect((await save(opened.body.token, { [q.zufrieden]: { [q.zufrieden]: 2 } }, 0)).status).toBe(200);
    expect((await participation(mailed)).body.answers).toEqual({ [q.zufrieden]: { [q.zufrieden]: 2 } });
    expect((await submit(mailed, fullAnswers())).status).toBe(200);
    expect((await submit(opened.body.token, fullAnswers())).status).toBe(409);
    const after = await api<OpenSurvey[]>('GET', '/user/survey', { token: employee });
    expect(after.body.map((survey) => survey.surveyId)).not.toContain(surveyId);
    expect(await itemsWithPrefix(`PXMEMBER#mitarbeiter@demo.local#${surveyId}#`)).toEqual([]);
    const recipients = await itemsWithPrefix(`PXRECIPIENT#${surveyId}#`);
    expect(recipients.filter((recipient) => recipient.userId !== undefined)).toEqual([]);
  });

  it('does not open a survey that was not sent to the member, nor one of another client', async () => {
    const surveyId = await createSurvey(`Nicht gesendet ${tag}`);
    expect((await api('GET', `/user/survey/${surveyId}`, { token: employee })).status).toBe(404);
    expect((await api('GET', `/user/survey/${surveyId}`, { token: other.token })).status).toBe(404);
    expect((await api<OpenSurvey[]>('GET', '/user/survey', { token: other.token })).body).toEqual([]);
  });
});

describe('deleting a sent survey', () => {
  it('removes its recipients, links, drafts, answers and counters', async () => {
    const surveyId = await createSurvey(`Löschen ${tag}`);
    expect(
      (
        await send({
          surveyId,
          userIds: ['mitarbeiter@demo.local'],
          emails: [external('weg'), ...more('weg', 3)],
        })
      ).status,
    ).toBe(200);
    const token = await mailedParticipationToken(external('weg'));
    expect((await save(token, { [q.zufrieden]: { [q.zufrieden]: 3 } }, 0)).status).toBe(200);
    expect(
      (await submit(await mailedParticipationToken('mitarbeiter@demo.local'), fullAnswers())).status,
    ).toBe(200);
    expect((await api('DELETE', `/px/survey/${surveyId}`, { token: modeller })).status).toBe(204);
    for (const prefix of ['PXRECIPIENT', 'PXDRAFT', 'PXANSWER', 'PXTEXT', 'PXCOUNT']) {
      expect(await itemsWithPrefix(`${prefix}#${surveyId}#`)).toEqual([]);
    }
    expect((await participation(token)).status).toBe(404);
  });
});

describe('reminder before the deadline', () => {
  it('mails a fresh link to those who have not answered, the chosen days before the deadline', async () => {
    // Deadline one day and a few seconds ahead, reminder one day before it: due in a few seconds.
    const surveyId = await createSurvey(`Erinnerung ${tag}`, deadlineInDays(1) + 5000);
    const answering = external('erinnert-beantwortet');
    const waiting = external('erinnert-offen');
    const sent = await send({
      surveyId,
      userIds: [],
      emails: [answering, waiting, ...more('erinnert', 3)],
      reminderDaysBeforeDeadline: 1,
    });
    expect(sent.status).toBe(200);
    expect((await submit(await mailedParticipationToken(answering), fullAnswers())).status).toBe(200);
    const firstLink = await mailedParticipationToken(waiting);

    await expect.poll(() => mailCount(waiting), { timeout: 45_000, interval: 250 }).toBe(2);
    const reminded = await mailedParticipationToken(waiting);
    expect(reminded).not.toBe(firstLink);
    expect((await participation(reminded)).status).toBe(200);
    // Who answered gets no reminder.
    expect(await mailCount(answering)).toBe(1);
  });
});
