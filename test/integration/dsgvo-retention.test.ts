/**
 * Retention (DSGVO): a tenant's period for free-text answers and mail records, the nightly job
 * that deletes what is older, its log, and the evaluation afterwards. Surveys are created, sent
 * and answered through the real routes; the test then dates the rounds' end back (what years of
 * waiting would do) and runs the scheduled task's handler in this process against the local
 * cloud's table, reading the table afterwards.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CustomSurveyAnswers,
  RETENTION_MESSAGES,
  type RetentionLogEntry,
  type RetentionSettings,
  type SurveyDetails,
  TENANT_EXPORT_MESSAGES,
  type TenantExportResponse,
} from '@prozesspuls/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdId, deadlineInDays, manualSurveyBody } from '../fixtures/surveys.js';
import { api, login, mailedParticipationToken, newestTokenAuthToken, signInDemoUsers } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { TABLE } from './local-names.js';
import { createdContent } from './manual-surveys.js';
import { allItems, dynamo, itemsMentioning } from './stored-traces.js';

const tag = Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Aufbewahren!2026';
const OTHER_DOMAIN = `frist-${tag}.local`;
const THREE_YEARS_AGO = Date.now() - 3 * 365 * 24 * 3600 * 1000;
const RECIPIENTS = 5;

type RetentionTask = typeof import('../../functions/src/tasks/retentionSweep.js');
let task: RetentionTask;

interface SentSurvey {
  readonly clientId: number;
  readonly surveyId: string;
  readonly addresses: readonly string[];
  readonly texts: readonly string[];
}

/** Creates a one-question survey as `token`, sends it to `addresses` and lets two answer with a free text. */
async function answeredSurvey(
  token: string,
  clientId: number,
  domain: string,
  name: string,
): Promise<SentSurvey> {
  const content = await createdContent(token);
  const created = await api<SurveyDetails>('POST', '/px/survey', {
    token,
    json: manualSurveyBody(`${name} ${tag}`, content, deadlineInDays(7)),
  });
  expect(created.status).toBe(200);
  const surveyId = created.body.id;
  const addresses = Array.from(
    { length: RECIPIENTS },
    (_, i) => `${name.toLowerCase()}-${i}-${tag}@${domain}`,
  );
  const sent = await api('POST', '/px/survey/send', { token, json: { surveyId, emails: addresses } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const texts = [`Geheime Anmerkung A ${name} ${tag}`, `Geheime Anmerkung B ${name} ${tag}`];
  for (const [i, text] of texts.entries()) {
    const participation = await mailedParticipationToken(addresses[i] ?? '');
    expect(participation).not.toBe('');
    const reply = await api('POST', `/participation/${participation}/submit`, {
      json: { answers: { [createdId(content, 'frage-1')]: text } },
    });
    expect(reply.status).toBe(200);
  }
  return { clientId, surveyId, addresses, texts };
}

/** Dates the survey's (only) round back: finished and past its deadline three years ago. */
async function endedYearsAgo(survey: SentSurvey): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `T#${survey.clientId}`, sk: `SURVEY#${survey.surveyId}` },
      UpdateExpression: 'SET finishedDate = :at, deadlineDate = :at',
      ExpressionAttributeValues: { ':at': THREE_YEARS_AGO },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** The stored items of a survey, by entity name. */
async function itemsOfSurvey(surveyId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const item of await allItems()) {
    if (item.surveyId !== surveyId) continue;
    const entity = String(item.__edb_e__);
    counts.set(entity, (counts.get(entity) ?? 0) + 1);
  }
  return counts;
}

describe('DSGVO retention of free texts and mail records', () => {
  let admin = '';
  let modeller = '';
  let chef = '';
  let ours: SentSurvey;
  let theirs: SentSurvey;

  beforeAll(async () => {
    pointFunctionsAtLocalCloud();
    task = await import('../../functions/src/tasks/retentionSweep.js');
    ({ admin, modeller } = await signInDemoUsers());
    // Another tenant with its own admin, survey and answers.
    const chefEmail = `chef@${OTHER_DOMAIN}`;
    const created = await api<{ id: number }>('POST', '/client', {
      token: admin,
      json: { companyName: `Fristen ${tag} GmbH`, shortName: 'FRI', adminEmail: chefEmail },
    });
    expect(created.status).toBe(201);
    const authToken = await newestTokenAuthToken(chefEmail);
    const set = await api('POST', '/authenticate/authToken', { form: { authToken, password: PASSWORD } });
    expect(set.status).toBe(200);
    chef = (await login(chefEmail, PASSWORD)).accessToken;
    ours = await answeredSurvey(modeller, 1, 'demo.local', 'Unsere');
    theirs = await answeredSurvey(chef, created.body.id, OTHER_DOMAIN, 'Fremde');
  }, 300_000);

  afterAll(() => dynamo.destroy());

  it('keeps 24 months by default and saves a period only within 1 to 120 whole months, for admins only', async () => {
    const initial = await api<RetentionSettings>('GET', '/client/retention', { token: admin });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ months: 24 });
    for (const months of [0, 121, 2.5, 'zwölf']) {
      const refused = await api<{ msg: string }>('PUT', '/client/retention', {
        token: admin,
        json: { months },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(RETENTION_MESSAGES.monthsInvalid);
    }
    expect((await api('PUT', '/client/retention', { token: modeller, json: { months: 1 } })).status).toBe(
      403,
    );
    expect((await api<RetentionSettings>('GET', '/client/retention', { token: admin })).body).toEqual({
      months: 24,
    });

    const saved = await api<RetentionSettings>('PUT', '/client/retention', {
      token: admin,
      json: { months: 12 },
    });
    expect(saved.status).toBe(200);
    expect((await api<RetentionSettings>('GET', '/client/retention', { token: admin })).body).toEqual({
      months: 12,
    });
    // The other tenant keeps its texts ten years: its own period applies to it, never ours.
    expect((await api('PUT', '/client/retention', { token: chef, json: { months: 120 } })).status).toBe(200);
  });

  it('deletes the free texts and recipient records of rounds ended before the period, logs it and touches no other tenant', async () => {
    await endedYearsAgo(ours);
    await endedYearsAgo(theirs);
    const before = await itemsOfSurvey(ours.surveyId);
    expect(before.get('surveyFreeText')).toBe(2);
    expect(before.get('participationRecipient')).toBe(RECIPIENTS);
    const theirsBefore = await itemsOfSurvey(theirs.surveyId);

    await task.handler();

    const after = await itemsOfSurvey(ours.surveyId);
    for (const entity of [
      'surveyFreeText',
      'surveyFreeTextBatch',
      'participationDraft',
      'participationRecipient',
      'participationLink',
      'memberSurvey',
    ])
      expect(after.get(entity), entity).toBeUndefined();
    // The figures stay: the answer records and the round's counters.
    expect(after.get('submittedAnswer')).toBe(2);
    expect(after.get('surveyRoundCounters')).toBe(1);
    // Not a trace of a text or an address of our survey is left anywhere.
    expect(await itemsMentioning([...ours.texts, ...ours.addresses])).toEqual([]);

    // The other tenant's survey, ended just as long ago, is untouched under its longer period.
    expect(await itemsOfSurvey(theirs.surveyId)).toEqual(theirsBefore);
    expect((await itemsMentioning(theirs.texts)).length).toBe(2);

    const log = await api<RetentionLogEntry[]>('GET', '/client/retention/log', { token: admin });
    expect(log.status).toBe(200);
    const entries = log.body.filter((e) => e.surveyId === ours.surveyId);
    expect(
      entries
        .map(({ kind, count, round, months }) => ({ kind, count, round, months }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'FREE_TEXTS', count: 2, round: 1, months: 12 },
      { kind: 'MAIL_LOG', count: RECIPIENTS, round: 1, months: 12 },
    ]);
    expect(entries.every((e) => e.surveyTitle === `Unsere ${tag}`)).toBe(true);
    expect(JSON.stringify(log.body)).not.toMatch(/@|Geheime Anmerkung/);
    const theirLog = await api<RetentionLogEntry[]>('GET', '/client/retention/log', { token: chef });
    expect(theirLog.body).toEqual([]);
    // Only an admin sees the log.
    expect((await api('GET', '/client/retention/log', { token: modeller })).status).toBe(403);
  });

  it('evaluates the survey afterwards and says the free texts were deleted; a second run deletes and logs nothing more', async () => {
    const answers = await api<CustomSurveyAnswers>('GET', `/px/survey/${ours.surveyId}/answers`, {
      token: modeller,
    });
    expect(answers.status).toBe(200);
    expect(answers.body.numberCompleteAnswered).toBe(2);
    expect(answers.body.freeText.flatMap((f) => f.answers)).toEqual([]);
    expect(answers.body.freeTextsDeleted).toBe('Freitexte gelöscht (Aufbewahrungsfrist)');
    const theirs2 = await api<CustomSurveyAnswers>('GET', `/px/survey/${theirs.surveyId}/answers`, {
      token: chef,
    });
    expect(theirs2.body.freeTextsDeleted).toBeNull();

    const logged = (await api<RetentionLogEntry[]>('GET', '/client/retention/log', { token: admin })).body
      .length;
    await task.handler();
    expect(
      (await api<RetentionLogEntry[]>('GET', '/client/retention/log', { token: admin })).body,
    ).toHaveLength(logged);
  });

  it('exports a whole tenant for the platform superuser as a ZIP behind a link, with its items and objects only', async () => {
    const refused = await api<{ msg: string }>('GET', `/client/${theirs.clientId}/export`, { token: chef });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(TENANT_EXPORT_MESSAGES.onlySuperuser);
    const unknown = await api<{ msg: string }>('GET', '/client/999999/export', { token: admin });
    expect(unknown.status).toBe(404);
    expect((await api('GET', '/client/abc/export', { token: admin })).status).toBe(400);

    const exported = await api<TenantExportResponse>('GET', `/client/${theirs.clientId}/export`, {
      token: admin,
    });
    expect(exported.status).toBe(200);
    const download = await fetch(exported.body.url);
    expect(download.status).toBe(200);
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await download.arrayBuffer()))).map(([name, bytes]) => [
        name,
        Buffer.from(bytes).toString('utf8'),
      ]),
    );
    expect(JSON.parse(files['mandant.json'] ?? '{}')).toMatchObject({ clientId: theirs.clientId });
    expect(files['daten/survey.json']).toContain(`Fremde ${tag}`);
    for (const text of theirs.texts) expect(files['daten/surveyFreeText.json']).toContain(text);
    const objects = JSON.parse(files['objekte.json'] ?? '[]') as { bucket: string; key: string }[];
    const schema = objects.find((o) => o.key.startsWith(`${theirs.clientId}/surveys/${theirs.surveyId}/`));
    expect(schema).toBeDefined();
    expect(files[`dateien/${schema?.bucket}/${schema?.key}`]).toBeDefined();
    expect(objects.every((o) => o.key.startsWith(`${theirs.clientId}/`))).toBe(true);
    // Nothing of another tenant, no credential.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(`Unsere ${tag}`);
    expect(everything).not.toMatch(/"pk": "T#1"|tokenHash/);
  });
});
