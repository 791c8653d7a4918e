/**
 * Free-text answers leave the API only in batches (part 3; docs/px-anonymity.md): the
 * attack of reading the custom answers before and after one submission must reveal nothing, a
 * batch holds at least the free-text threshold (10) in an order that is not the order of the
 * submissions, no id or time of a text leaves the API, and two readers at once release one batch.
 * Everything goes through the real routes: create, send, the public participation submit, read.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomSurveyAnswers } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedSurveyContent,
  createdId,
  deadlineInDays,
  manualSurveyBody,
} from '../fixtures/surveys.js';
import { api, login, mailedParticipationToken } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { DEMO_CLIENT } from './local-names.js';
import { closeDynamo, localDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { createdSurvey } from './surveys-api.js';

const dynamo = localDynamo();
const tag = Math.random().toString(36).slice(2, 8);
/** Addresses of the demo client's own mail domain (the domain of its users). */
const address = (survey: string, i: number) => `freitext-${survey}-${i}-${tag}@demo.local`;

type AnswerStore = typeof import('../../functions/src/data/repositories/surveyAnswers.js');
let store: AnswerStore;
let modeller = '';
let content: CreatedSurveyContent;
let question = '';

const createSurvey = async (title: string) =>
  (await createdSurvey(modeller, manualSurveyBody(`${title} ${tag}`, content, deadlineInDays(7)))).id;

/** Sends the survey to `count` addresses and answers their participation tokens, in address order. */
async function sendTo(surveyId: string, name: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => address(name, i));
  const sent = await api('POST', '/px/survey/send', { token: modeller, json: { surveyId, emails } });
  expect(sent.status).toBe(200);
  const tokens: string[] = [];
  for (const email of emails) {
    const token = await mailedParticipationToken(email);
    expect(token, email).not.toBe('');
    tokens.push(token);
  }
  return tokens;
}

async function submitText(token: string, text: string): Promise<void> {
  const reply = await api('POST', `/participation/${token}/submit`, {
    json: { answers: { [question]: text } },
  });
  expect(reply.status).toBe(200);
}

async function readAnswers(surveyId: string): Promise<CustomSurveyAnswers> {
  const reply = await api<CustomSurveyAnswers>('GET', `/px/survey/${surveyId}/answers`, { token: modeller });
  expect(reply.status).toBe(200);
  return reply.body;
}

const shownTexts = (answers: CustomSurveyAnswers) => answers.freeText.flatMap((entry) => entry.answers);

async function storedItems(prefix: string) {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: 'prozesspuls',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `T#${DEMO_CLIENT}`, ':prefix': prefix },
    }),
  );
  return Items ?? [];
}

const storedBatches = (surveyId: string) => storedItems(`PXTEXTBATCH#${surveyId}#`);

beforeAll(async () => {
  // The repository runs in this process against the local cloud's DynamoDB.
  pointFunctionsAtLocalCloud();
  store = await import('../../functions/src/data/repositories/surveyAnswers.js');
  modeller = (await login('modeller@demo.local')).accessToken;
  content = await createdContent(modeller);
  question = createdId(content, 'frage-1');
});

afterAll(() => closeDynamo());

describe('free-text answers in batches', () => {
  it('reveals nothing new after one submission until a batch of 10 is full, then 10 texts in a random order', async () => {
    const surveyId = await createSurvey('Freitext vorher nachher');
    const tokens = await sendTo(surveyId, 'vn', 11);
    // Submission order is also the alphabetical order of the texts (a sorted list would give it away).
    const submitted = tokens.map((_, i) => `Anmerkung ${String(i).padStart(2, '0')}`);

    for (let i = 0; i < 9; i += 1) {
      await submitText(tokens[i] ?? '', submitted[i] ?? '');
      const after = await readAnswers(surveyId);
      expect(shownTexts(after)).toEqual([]);
      expect(after.freeTextHidden).toMatchObject({ minimum: 10, missing: 9 - i });
    }
    const withheld = await readAnswers(surveyId);
    expect(withheld.freeTextHidden?.msg).toBe(
      'Freitextantworten werden zum Schutz der Anonymität nur in Gruppen von mindestens 10 und in ' +
        'zufälliger Reihenfolge gezeigt. Bis zur nächsten Gruppe fehlt noch 1 Antwort mit Freitext.',
    );

    await submitText(tokens[9] ?? '', submitted[9] ?? '');
    const batch = await readAnswers(surveyId);
    const released = shownTexts(batch);
    expect([...released].sort()).toEqual(submitted.slice(0, 10));
    // A uniformly random order equals the submission order with probability 1/10! (≈ 2.8 · 10⁻⁷).
    expect(released).not.toEqual(submitted.slice(0, 10));
    expect(batch.freeTextHidden).toBeNull();
    // The order stays as released: reading again shows the same list.
    expect(shownTexts(await readAnswers(surveyId))).toEqual(released);

    // The attack: one more submission, read before and after, gives exactly the same texts.
    await submitText(tokens[10] ?? '', submitted[10] ?? '');
    const afterOneMore = await readAnswers(surveyId);
    expect(shownTexts(afterOneMore)).toEqual(released);
    expect(afterOneMore.freeTextHidden).toMatchObject({ minimum: 10, missing: 9 });
    expect(afterOneMore.numberCompleteAnswered).toBe(11);
  });

  it('returns no id, time, round or position with a free text', async () => {
    const surveyId = await createSurvey('Freitext ohne Spuren');
    const tokens = await sendTo(surveyId, 'os', 10);
    for (const [i, token] of tokens.entries()) await submitText(token, `Idee ${i}`);
    const answers = await readAnswers(surveyId);
    expect(Object.keys(answers).sort()).toEqual([
      'freeText',
      'freeTextHidden',
      'freeTextsDeleted',
      'hidden',
      'items',
      'numberCompleteAnswered',
      'surveyId',
    ]);
    expect(answers.freeText).toHaveLength(1);
    for (const entry of answers.freeText) {
      expect(Object.keys(entry).sort()).toEqual(['answers', 'name']);
      expect(entry.name).toBe(question);
      expect(entry.answers.every((text) => /^Idee \d$/.test(text))).toBe(true);
    }
    // Apart from the survey's own id, no field anywhere in the answer names an id, a time or a position.
    const fieldNames = (value: unknown): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)])
        : [];
    expect(
      fieldNames(answers).filter((name) => /id$|time|day|date|created|order|position|index/i.test(name)),
    ).toEqual(['surveyId']);
    // Records never carry the free text.
    expect(answers.items.every((item) => !item.answers.includes('Idee'))).toBe(true);
  });

  it('releases one batch when two readers ask at the same time', async () => {
    const surveyId = await createSurvey('Freitext gleichzeitig');
    const tokens = await sendTo(surveyId, 'gz', 10);
    for (const [i, token] of tokens.entries()) await submitText(token, `Gleichzeitig ${i}`);
    expect(await storedBatches(surveyId)).toEqual([]);

    const replies = await Promise.all([readAnswers(surveyId), readAnswers(surveyId), readAnswers(surveyId)]);
    const first = shownTexts(replies[0] as CustomSurveyAnswers);
    expect(first).toHaveLength(10);
    for (const reply of replies) expect(shownTexts(reply)).toEqual(first);
    const batches = await storedBatches(surveyId);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ batch: 1 });
    expect(batches[0]?.textIds).toHaveLength(10);

    // Deleting the survey removes its texts and their batches.
    expect((await api('DELETE', `/px/survey/${surveyId}`, { token: modeller })).status).toBe(204);
    expect(await storedBatches(surveyId)).toEqual([]);
    expect(await storedItems(`PXTEXT#${surveyId}#`)).toEqual([]);
  });

  it('stores one of two batches with the same number written at the same time, never both', async () => {
    const surveyId = `wettlauf-${tag}`;
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        store.storeReleasedBatch(DEMO_CLIENT, surveyId, {
          round: 1,
          batch: 1,
          textIds: [id],
          orders: { frage: [id] },
        }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const batches = await storedBatches(surveyId);
    expect(batches).toHaveLength(1);
    const winner = ['a', 'b', 'c'][outcomes.indexOf(true)];
    expect(batches[0]?.textIds).toEqual([winner]);
  });
});
