/**
 * Survey participation: recipients and their links, saved partial answers, submitted
 * answers and the counters of a survey round. The anonymity design is in docs/px-anonymity.md:
 * nothing here links a submitted answer to a token, a user or an address.
 */
import {
  entitySchema,
  optionalNumber,
  optionalString,
  requiredNumber,
  requiredString,
  requiredStringList,
  requiredStrings,
  surveyRoundOwned,
  tenantEntity,
  tokenHashIndex,
} from './common.js';

/**
 * An item of a survey round, one per `id` within it: tenant partition, sort key
 * `<prefix>#<surveyId>#<round>#<id>`, so a round's items (or all of a survey's) are one Query.
 */
const surveyRoundItem = <
  const E extends string,
  const K extends string,
  const A extends Record<string, object>,
>(
  entity: E,
  key: { readonly prefix: string; readonly id: K },
  attributes: A,
) =>
  tenantEntity(entity, `${key.prefix}#\${surveyId}#\${round}#\${${key.id}}` as const, {
    ...surveyRoundOwned,
    ...requiredStrings(key.id),
    ...attributes,
  });

/**
 * A released batch of a round (`<prefix>#<surveyId>#<round>#<batch>`), created under
 * attribute_not_exists with the next number, so two readers releasing at once store one batch
 * and the loser sees it (docs/px-anonymity.md).
 */
const surveyRoundBatch = <const E extends string, const A extends Record<string, object>>(
  entity: E,
  prefix: string,
  attributes: A,
) =>
  tenantEntity(entity, `${prefix}#\${surveyId}#\${round}#\${batch}` as const, {
    ...surveyRoundOwned,
    batch: requiredNumber,
    ...attributes,
  });

/**
 * The lookup of a participation link by the SHA-256 of its token (`PXLINK#<hash>`): the public
 * routes know only the token and no tenant, so this item names the client, survey, round and
 * recipient. The token itself is never stored. TTL removes it after the survey's deadline.
 */
export const participationLinkSchema = entitySchema(
  'participationLink',
  {
    tokenHash: requiredString,
    ...surveyRoundOwned,
    recipientKey: requiredString,
    ttl: requiredNumber,
  },
  { byHash: tokenHashIndex('PXLINK#${tokenHash}', 'LINK') },
);

/**
 * One recipient of one survey round (`T#<clientId>` / `PXRECIPIENT#<surveyId>#<round>#<key>`),
 * created under attribute_not_exists so one person never gets two links of a round. `recipientKey`
 * is the SHA-256 of the normalised address or member id. Holds the participation status (only
 * the status: never the answers) and the hashes of the links that are valid for it. `userId` is
 * set for members (their home page lists open surveys) and removed when they answer.
 */
export const participationRecipientSchema = surveyRoundItem(
  'participationRecipient',
  { prefix: 'PXRECIPIENT', id: 'recipientKey' },
  {
    email: requiredString,
    userId: optionalString,
    status: {
      type: ['NOT_ANSWERED', 'PARTIALLY_ANSWERED', 'ANSWERED'] as const,
      required: true,
      default: 'NOT_ANSWERED',
    },
    tokenHashes: { type: 'set', items: 'string' },
  },
);

/**
 * The member's pointer to a survey round they were sent (`PXMEMBER#<userId>#<surveyId>#<round>`),
 * for the home page's surveys card; deleted in the submit transaction, so after answering nothing
 * ties the member to the survey but the recipient's status.
 */
export const memberSurveySchema = tenantEntity('memberSurvey', 'PXMEMBER#${userId}#${surveyId}#${round}', {
  userId: requiredString,
  ...surveyRoundOwned,
  recipientKey: requiredString,
});

/** Saved partial answers and the current page of one recipient; deleted on submit. */
export const participationDraftSchema = surveyRoundItem(
  'participationDraft',
  { prefix: 'PXDRAFT', id: 'recipientKey' },
  {
    /** SurveyJS answers as JSON text. */
    answers: requiredString,
    currentPage: requiredNumber,
    /** The language the participant chose ('de' or 'en'); absent means German. */
    locale: optionalString,
  },
);

/**
 * One submitted answer set without free text (`PXANSWER#<surveyId>#<round>#<random id>`): no
 * token, user, address or time finer than the day. Free text is stored apart (surveyFreeText).
 * `day`: YYYY-MM-DD (UTC) of the submit; `answers`: question id → scale level, option or date, as JSON text.
 */
export const submittedAnswerSchema = surveyRoundItem(
  'submittedAnswer',
  { prefix: 'PXANSWER', id: 'answerId' },
  requiredStrings('day', 'answers'),
);

/**
 * The free-text answers of one submit, under their own random id (not linkable to the scale
 * answers), stored unreleased: readers see them only once a batch (surveyFreeTextBatch) names
 * them. No day or other time is stored, so nothing but the content tells submits apart.
 * `texts`: question id → text, as JSON text; `threshold`: the free-text threshold in force when
 * they were written (a later, lower one never releases them in a smaller batch).
 */
export const surveyFreeTextSchema = surveyRoundItem(
  'surveyFreeText',
  { prefix: 'PXTEXT', id: 'textId' },
  { ...requiredStrings('texts'), threshold: optionalNumber },
);

/**
 * A released batch of free texts of a round (`PXTEXTBATCH#<surveyId>#<round>#<batch>`): the ids
 * of at least the free-text threshold of texts and `orders`, per question the ids in the random
 * order they are shown in, as JSON text (freeTextBatches.ts ReleasedBatch).
 */
export const surveyFreeTextBatchSchema = surveyRoundBatch('surveyFreeTextBatch', 'PXTEXTBATCH', {
  textIds: requiredStringList,
  orders: requiredString,
});

/**
 * A released batch of answer records of a round (`PXANSWERBATCH#<surveyId>#<round>#<batch>`): the
 * ids of at least the anonymity threshold of records, in the random order they are shown in
 * (recordBatches.ts).
 */
export const surveyAnswerBatchSchema = surveyRoundBatch('surveyAnswerBatch', 'PXANSWERBATCH', {
  answerIds: requiredStringList,
});

/**
 * The counters of one survey round (`PXCOUNT#<surveyId>#<round>`). Besides the declared
 * attributes it holds flat numbers written only by the raw ADD updates of
 * data/repositories/surveyCounters.ts: `L#<questionId>#<level>` and `O#<questionId>#<option>`.
 */
export const surveyRoundCountersSchema = tenantEntity('surveyRoundCounters', 'PXCOUNT#${surveyId}#${round}', {
  ...surveyRoundOwned,
  sentTo: { type: 'number' },
  /** Recipients sent to who count toward the anonymity threshold (not a sender himself). */
  eligibleSentTo: { type: 'number' },
  /** Recipient keys of senders who are recipients of the round: each raises its threshold by one. */
  senderKeys: { type: 'set', items: 'string' },
  completeAnswered: { type: 'number' },
  partiallyAnswered: { type: 'number' },
  /** When the retention job deleted the round's free texts (epoch ms): the evaluation says so. */
  freeTextsDeletedAt: { type: 'number' },
  /** When the retention job deleted the round's recipient records (epoch ms). */
  mailLogDeletedAt: { type: 'number' },
});
