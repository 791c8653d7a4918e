import { getDb } from '../db.js';

/**
 * Removes everything of a deleted survey's participation (every round): recipients with their
 * links and member pointers, drafts, submitted answers and free text with their released batches, and
 * round counters. Partition queries by key prefix and batch deletes; idempotent, so a retried
 * delete finishes the job.
 */
export async function removeSurveyParticipation(clientId: number, surveyId: string): Promise<void> {
  const db = getDb();
  const { entities } = db;
  const key = { clientId, surveyId };
  const [recipients, drafts, answers, answerBatches, texts, batches, counters] = await Promise.all([
    entities.participationRecipient.query.byClient(key).go({ pages: 'all' }),
    entities.participationDraft.query.byClient(key).go({ pages: 'all' }),
    entities.submittedAnswer.query.byClient(key).go({ pages: 'all' }),
    entities.surveyAnswerBatch.query.byClient(key).go({ pages: 'all' }),
    entities.surveyFreeText.query.byClient(key).go({ pages: 'all' }),
    entities.surveyFreeTextBatch.query.byClient(key).go({ pages: 'all' }),
    entities.surveyRoundCounters.query.byClient(key).go({ pages: 'all' }),
  ]);
  const links = recipients.data.flatMap((recipient) =>
    (recipient.tokenHashes ?? []).map((tokenHash) => ({ tokenHash })),
  );
  const pointers = recipients.data.flatMap((recipient) =>
    recipient.userId ? [{ clientId, userId: recipient.userId, surveyId, round: recipient.round }] : [],
  );
  await Promise.all([
    links.length > 0 ? entities.participationLink.delete(links).go() : undefined,
    pointers.length > 0 ? entities.memberSurvey.delete(pointers).go() : undefined,
    drafts.data.length > 0 ? entities.participationDraft.delete(drafts.data).go() : undefined,
    answers.data.length > 0 ? entities.submittedAnswer.delete(answers.data).go() : undefined,
    answerBatches.data.length > 0 ? entities.surveyAnswerBatch.delete(answerBatches.data).go() : undefined,
    texts.data.length > 0 ? entities.surveyFreeText.delete(texts.data).go() : undefined,
    batches.data.length > 0 ? entities.surveyFreeTextBatch.delete(batches.data).go() : undefined,
    counters.data.length > 0 ? entities.surveyRoundCounters.delete(counters.data).go() : undefined,
  ]);
  // Recipients last: their links and pointers are found through them if this is retried.
  if (recipients.data.length > 0) await entities.participationRecipient.delete(recipients.data).go();
}
