import type { CustomSurveyAnswers } from '@prozesspuls/shared';
import { customAnswersView, type RoundAnswers, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { getDb } from '../../data/db.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import {
  type AnswerPage,
  allSubmittedAnswers,
  type FreeTextAnswer,
  listFreeTextAnswers,
} from '../../data/repositories/surveyAnswers.js';
import { roundSending } from '../../data/repositories/surveyCounters.js';
import { notFound } from '../errors.js';
import type { Identity } from '../identity.js';

interface MutableRound {
  readonly round: number;
  readonly records: Readonly<Record<string, unknown>>[];
  readonly freeTexts: Readonly<Record<string, string>>[];
}

async function answersByRound(clientId: number, surveyId: string): Promise<RoundAnswers[]> {
  const rounds = new Map<number, MutableRound>();
  const roundOf = (round: number) => {
    let found = rounds.get(round);
    if (!found) {
      found = { round, records: [], freeTexts: [] };
      rounds.set(round, found);
    }
    return found;
  };
  const readRecords = async () => {
    for await (const answer of allSubmittedAnswers(clientId, surveyId)) {
      roundOf(answer.round).records.push(answer.answers);
    }
  };
  const readFreeTexts = async () => {
    let cursor: string | null = null;
    do {
      const page: AnswerPage<FreeTextAnswer> = await listFreeTextAnswers(clientId, surveyId, { cursor });
      for (const entry of page.items) roundOf(entry.round).freeTexts.push(entry.texts);
      cursor = page.cursor;
    } while (cursor);
  };
  await Promise.all([readRecords(), readFreeTexts()]);
  // A sender who was a recipient of a round raises its thresholds (issue 23).
  return Promise.all(
    [...rounds.values()].map(async (round) => {
      const { senderKeys } = await roundSending(clientId, surveyId, round.round);
      return senderKeys.size > 0 ? { ...round, senderRecipients: senderKeys.size } : round;
    }),
  );
}

/**
 * GET /px/survey/{id}/answers (custom analytics, seed 002 §2.10): the complete answers of every
 * round, each round shown only with at least the anonymity threshold of complete answers, free
 * texts only with at least the free-text threshold (customAnswersView).
 */
export async function customSurveyAnswers(caller: Identity, surveyId: string): Promise<CustomSurveyAnswers> {
  const { data: survey } = await getDb().entities.survey.get({ clientId: caller.clientId, surveyId }).go();
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  const [rounds, settings] = await Promise.all([
    answersByRound(caller.clientId, surveyId),
    readAnonymitySettings(caller.clientId),
  ]);
  return { surveyId, ...customAnswersView(rounds, settings) };
}
