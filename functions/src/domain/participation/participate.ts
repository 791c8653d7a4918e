import type {
  ParticipationSaved,
  ParticipationView,
  SaveParticipationRequest,
  SubmitParticipationRequest,
} from '@prozesspuls/shared';
import {
  isParticipationLocale,
  PARTICIPATION_MESSAGES,
  type ParticipationStatus,
  participationBranding,
  participationDelta,
  type SurveySchema,
  splitAnswers,
  submissionIncrements,
} from '@prozesspuls/shared/px';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { findLink, getRecipient, type LinkRecord } from '../../data/repositories/participationRecipients.js';
import {
  getDraft,
  type ParticipationRef,
  type ParticipationWriteOutcome,
  saveDraft,
  submitAnswers,
} from '../../data/repositories/participationWrites.js';
import { loadSurveyConsistently } from '../../data/repositories/surveyRecords.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { Conflict, found, Gone, NotFound, RuleViolation, TemporarilyUnavailable } from '../errors.js';
import { currentRound } from './links.js';
import { storedProcessSteps } from './processSteps.js';
import { type RoundSchema, RoundSchemaCache } from './roundSchemas.js';
import { hashParticipationToken } from './tokens.js';

/** A participation found by its token: the link, the recipient's status and the open survey. */
interface OpenParticipation {
  readonly ref: ParticipationRef;
  readonly status: ParticipationStatus;
  readonly memberUserId: string | null;
  readonly survey: {
    readonly title: string;
    readonly schemaKey: string;
    readonly deadlineDate: number | null;
    readonly modelUuid: string | undefined;
  };
}

/** Retries of a write whose recipient changed meanwhile (a save racing a save). */
const MAX_ATTEMPTS = 4;

const surveyEnded = (
  survey: { state: string; deadlineDate?: number | undefined },
  round: number,
  surveyRound: number,
  now: number,
) =>
  survey.state === 'FINISHED' ||
  survey.state === 'CREATED' ||
  round !== surveyRound ||
  (survey.deadlineDate !== undefined && survey.deadlineDate < now);

/**
 * The participation of a token. Unknown or replaced links answer 404; a survey that ended (its
 * deadline passed, it was finished, or a new round started) answers 410. Nothing of the tenant
 * but this survey is read.
 */
async function findParticipation(token: string, now: number): Promise<OpenParticipation> {
  const tokenHash = hashParticipationToken(token);
  return participationOfLink(await requireLink(tokenHash), tokenHash, now);
}

async function requireLink(tokenHash: string): Promise<LinkRecord> {
  return found(await findLink(tokenHash), PARTICIPATION_MESSAGES.unknownLink);
}

/** findParticipation once the token's link has been read. */
async function participationOfLink(
  link: LinkRecord,
  tokenHash: string,
  now: number,
): Promise<OpenParticipation> {
  const [recipient, survey] = await Promise.all([
    getRecipient(link.clientId, link.surveyId, link.round, link.recipientKey),
    loadSurveyConsistently(link.clientId, link.surveyId),
  ]);
  if (!recipient || !survey || !recipient.tokenHashes.includes(tokenHash)) {
    throw new NotFound(PARTICIPATION_MESSAGES.unknownLink);
  }
  if (surveyEnded(survey, link.round, currentRound(survey), now))
    throw new Gone(PARTICIPATION_MESSAGES.ended);
  return {
    ref: { ...link, tokenHash },
    status: recipient.status,
    memberUserId: recipient.userId,
    survey: {
      title: survey.title,
      schemaKey: survey.schemaKey,
      deadlineDate: survey.deadlineDate ?? null,
      modelUuid: survey.modelUuid,
    },
  };
}

/** The schemas of the rounds answered through this container (immutable per round, see there). */
const roundSchemas = new RoundSchemaCache();

/** The schema of the participation's round: kept in this container, or read from S3 and kept. */
async function schemaOf(participation: OpenParticipation): Promise<RoundSchema> {
  return (
    roundSchemas.get(participation.ref) ??
    roundSchemas.put(participation.ref, await getSurveySchemaJson(participation.survey.schemaKey))
  );
}

/**
 * GET /participation/{token}: the survey, the tenant's name, logo and colour, the saved partial
 * state and, for a process survey, the steps its pages ask about (fixed when it was sent).
 */
export async function openParticipation(token: string, now = Date.now()): Promise<ParticipationView> {
  const participation = await findParticipation(token, now);
  const { clientId, surveyId, round, recipientKey } = participation.ref;
  const [{ schema }, draft, client, process] = await Promise.all([
    schemaOf(participation),
    participation.status === 'ANSWERED' ? null : getDraft({ clientId, surveyId, round, recipientKey }),
    clientRecord(clientId),
    storedProcessSteps(clientId, { surveyId, modelUuid: participation.survey.modelUuid }),
  ]);
  return {
    title: participation.survey.title,
    surveySchema: schema,
    ...participationBranding(client ?? {}),
    deadlineDate: participation.survey.deadlineDate,
    status: participation.status,
    answers: draft ? (JSON.parse(draft.answers) as Record<string, unknown>) : {},
    currentPage: draft?.currentPage ?? 0,
    locale: isParticipationLocale(draft?.locale) ? draft.locale : 'de',
    process,
  };
}

function checkedAnswers(schema: SurveySchema, answers: Readonly<Record<string, unknown>>) {
  const split = splitAnswers(schema, answers);
  if (!split) throw new RuleViolation(PARTICIPATION_MESSAGES.invalidAnswers);
  return split;
}

/**
 * Runs `write` on the token's participation as it is now until its conditional write goes
 * through: a recipient changed meanwhile (a racing save or submit) means a fresh read and another
 * try, at most MAX_ATTEMPTS times. An answered token is 409, a closed survey 410. `link`, when
 * the caller read it already, saves reading it again: what a link points to never changes (a
 * replaced or removed link is no longer among its recipient's hashes, which is read every time).
 */
async function writeOpenParticipation(
  token: string,
  now: number,
  write: (
    participation: OpenParticipation,
  ) => Promise<{ outcome: ParticipationWriteOutcome; status: ParticipationStatus }>,
  link?: LinkRecord,
): Promise<ParticipationSaved> {
  const tokenHash = hashParticipationToken(token);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const participation = await participationOfLink(link ?? (await requireLink(tokenHash)), tokenHash, now);
    if (participation.status === 'ANSWERED') throw new Conflict(PARTICIPATION_MESSAGES.alreadyAnswered);
    const { outcome, status } = await write(participation);
    if (outcome === 'written') return { status };
    if (outcome === 'surveyClosed') throw new Gone(PARTICIPATION_MESSAGES.ended);
  }
  throw new TemporarilyUnavailable();
}

/**
 * PUT /participation/{token}: saves the answers given so far and the page; the first save with an
 * answer marks the token PARTIALLY_ANSWERED (counted once per token through participationDelta).
 */
export function saveParticipation(token: string, request: SaveParticipationRequest, now = Date.now()) {
  return writeOpenParticipation(token, now, async (participation) => {
    const split = checkedAnswers((await schemaOf(participation)).schema, request.answers);
    const hasAnswers = Object.keys(split.answers).length + Object.keys(split.freeText).length > 0;
    const to: ParticipationStatus = hasAnswers ? 'PARTIALLY_ANSWERED' : participation.status;
    const delta = participationDelta(participation.status, to) ?? {
      completeAnswered: 0,
      partiallyAnswered: 0,
    };
    const outcome = await saveDraft(
      participation.ref,
      participation.status,
      to,
      delta,
      {
        answers: JSON.stringify({ ...split.answers, ...split.freeText }),
        currentPage: request.currentPage,
        ...(request.locale ? { locale: request.locale } : {}),
      },
      now,
    );
    return { outcome, status: to };
  });
}

const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The free text of a submit with the threshold in force now, or null when it has none. */
async function freeTextOf(clientId: number, freeText: Readonly<Record<string, string>>) {
  if (Object.keys(freeText).length === 0) return null;
  // The threshold in force now goes with the texts: a later, lower one never releases them sooner.
  const { freeTextThreshold } = await readAnonymitySettings(clientId);
  return { texts: JSON.stringify(freeText), threshold: freeTextThreshold };
}

/**
 * The submit of a token whose round's schema this container holds: the link and the recipient
 * are read (the recipient's status and member pointer go into the transaction) and nothing else;
 * whether the survey still takes answers of the round is left to the transaction's conditions.
 * Answers null whenever anything is not as a plain first submit expects (answers that do not fit,
 * an unknown or answered recipient, a failed condition): the caller then takes the reading path,
 * which finds out which answer to give (404, 410, 409 or 400, in that order as before) and
 * writes when the failure was only a race.
 */
async function submitToKnownRound(
  ref: OpenParticipation['ref'],
  known: RoundSchema,
  request: SubmitParticipationRequest,
  now: number,
): Promise<ParticipationSaved | null> {
  const split = splitAnswers(known.schema, request.answers);
  if (!split) return null;
  const { clientId, surveyId, round, recipientKey } = ref;
  const [recipient, freeText] = await Promise.all([
    getRecipient(clientId, surveyId, round, recipientKey),
    freeTextOf(clientId, split.freeText),
  ]);
  if (!recipient?.tokenHashes.includes(ref.tokenHash) || recipient.status === 'ANSWERED') return null;
  const delta = participationDelta(recipient.status, 'ANSWERED');
  if (!delta) return null;
  const outcome = await submitAnswers(ref, {
    seen: recipient.status,
    memberUserId: recipient.userId,
    day: dayOf(now),
    answers: JSON.stringify(split.answers),
    freeText,
    increments: submissionIncrements(split.counted, known.counted),
    delta,
    now,
  });
  return outcome === 'written' ? { status: 'ANSWERED' } : null;
}

/**
 * POST /participation/{token}/submit: validates the answers against the survey's questions and
 * stores them in one transaction (data/repositories/participationWrites.ts submitAnswers). A
 * second submit of the token (also a racing one) answers 409 and counts nothing.
 */
export async function submitParticipation(
  token: string,
  request: SubmitParticipationRequest,
  now = Date.now(),
): Promise<ParticipationSaved> {
  const tokenHash = hashParticipationToken(token);
  // A link is written long before it is submitted, so the cheaper read finds it; one it misses
  // (created a moment ago) is read again consistently before the link counts as unknown.
  const link = (await findLink(tokenHash, { consistent: false })) ?? (await requireLink(tokenHash));
  const ref = { ...link, tokenHash };
  const known = roundSchemas.get(ref);
  const submitted = known ? await submitToKnownRound(ref, known, request, now) : null;
  if (submitted) return submitted;
  return writeOpenParticipation(
    token,
    now,
    async (participation) => {
      const { schema, counted } = await schemaOf(participation);
      const split = checkedAnswers(schema, request.answers);
      const delta = participationDelta(participation.status, 'ANSWERED');
      if (!delta) throw new Conflict(PARTICIPATION_MESSAGES.alreadyAnswered);
      const outcome = await submitAnswers(participation.ref, {
        seen: participation.status,
        memberUserId: participation.memberUserId,
        day: dayOf(now),
        answers: JSON.stringify(split.answers),
        freeText: await freeTextOf(participation.ref.clientId, split.freeText),
        increments: submissionIncrements(split.counted, counted),
        delta,
        now,
      });
      return { outcome, status: 'ANSWERED' };
    },
    link,
  );
}
