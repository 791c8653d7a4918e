import * as z from 'zod/mini';
import type { ProcessSteps } from '../../bpmnXml/processSteps.js';
import type { ParticipationStatus } from '../../px/evaluation/counters.js';
import type { PxModule } from '../../px/scale.js';
import type { ParticipationBranding } from '../../px/survey/branding.js';
import { PARTICIPATION_LOCALES, type ParticipationLocale } from '../../px/survey/localized.js';
import {
  MAX_REMINDER_DAYS_BEFORE_DEADLINE,
  SEND_CHUNK_MAX_RECIPIENTS,
} from '../../px/survey/participationMessages.js';
import type { SurveySchema } from '../../px/survey/schema.js';

/**
 * POST /px/survey/send (userIds, surveyId, externalWFMSConnection, plus
 * typed e-mail addresses and the reminder days). Addresses are checked by the domain, so an
 * invalid one answers the specified message rather than a generic validation error. Repeated
 * calls for one round are idempotent per recipient: the web may send long lists in chunks.
 */
export const sendSurveyRequest = z.object({
  surveyId: z.string().check(z.minLength(1), z.maxLength(64)),
  userIds: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(SEND_CHUNK_MAX_RECIPIENTS)),
    [],
  ),
  emails: z._default(
    z.array(z.string().check(z.maxLength(320))).check(z.maxLength(SEND_CHUNK_MAX_RECIPIENTS)),
    [],
  ),
  /** Hand the survey to the external workflow system: send it with the last chunk only. */
  externalWFMSConnection: z._default(z.optional(z.boolean()), false),
  /** Stored on the survey; when absent, an earlier choice stays (first send: the default, 7). */
  reminderDaysBeforeDeadline: z.optional(
    z.number().check(z.int(), z.gte(0), z.lte(MAX_REMINDER_DAYS_BEFORE_DEADLINE)),
  ),
});
export type SendSurveyRequest = z.infer<typeof sendSurveyRequest>;

export interface SendSurveyResponse {
  /** Recipients of this call who got a link now (new in this round). */
  readonly sent: number;
  /** Recipients of this call who had a link of this round already (no second link). */
  readonly alreadySent: number;
  /** The survey's sendToCount after this call. */
  readonly sendToCount: number;
  readonly round: number;
  /** Whether the survey was handed to the external workflow system (null: not asked). */
  readonly externalWFMS: { readonly ok: boolean } | null;
  /**
   * Recipients this call had no time left for (a loaded system): send them again in the next
   * call. Empty when all were handled.
   */
  readonly pending: { readonly userIds: readonly string[]; readonly emails: readonly string[] };
}

/** `{token}` of the participation routes: 32 random bytes in base64url (43 characters). */
export const participationTokenPath = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** Answers as SurveyJS keeps them: question name → value (bounded; validated per question by the domain). */
const answerValue = z.union([
  z.string().check(z.maxLength(4000)),
  z.number(),
  z.boolean(),
  z.record(z.string().check(z.maxLength(100)), z.union([z.string().check(z.maxLength(500)), z.number()])),
]);
export const participationAnswers = z
  .record(z.string().check(z.minLength(1), z.maxLength(100)), answerValue)
  .check(z.refine((answers) => Object.keys(answers).length <= 500, 'Zu viele Antworten'));

/** PUT /participation/{token}: the answers given so far and the page the participant is on. */
export const saveParticipationRequest = z.object({
  answers: participationAnswers,
  currentPage: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** The language the participant chose, kept with the draft so a resumed link opens in it. */
  locale: z.optional(z.enum(PARTICIPATION_LOCALES)),
});
export type SaveParticipationRequest = z.infer<typeof saveParticipationRequest>;

/** POST /participation/{token}/submit: the final answers. */
export const submitParticipationRequest = z.object({ answers: participationAnswers });
export type SubmitParticipationRequest = z.infer<typeof submitParticipationRequest>;

/**
 * GET /participation/{token}: everything the public page needs, nothing else of the tenant: its
 * name, logo and colour (hex; null when none is set) for the page's look.
 */
export interface ParticipationView extends ParticipationBranding {
  readonly title: string;
  readonly surveySchema: SurveySchema;
  readonly deadlineDate: number | null;
  readonly status: ParticipationStatus;
  /** Saved partial answers (empty when none). */
  readonly answers: Readonly<Record<string, unknown>>;
  readonly currentPage: number;
  /** The language last chosen on this link ('de' until the participant switches). */
  readonly locale: ParticipationLocale;
  /**
   * Process surveys: the asked elements in page order (element id = page name) with
   * their kind, pool and lanes, and the diagram of the model version the survey was built from,
   * fixed when it was first sent. Null for other surveys, and for a process survey whose model
   * version was gone before it was sent (its pages keep their element names as titles).
   */
  readonly process: ProcessSteps | null;
}

export interface ParticipationSaved {
  readonly status: ParticipationStatus;
}

/** One open survey of the signed-in member (home page card). */
export interface OpenSurvey {
  readonly surveyId: string;
  readonly title: string;
  readonly module: PxModule;
  readonly deadlineDate: number | null;
  readonly status: ParticipationStatus;
}

/**
 * GET /user/survey/{id}: the signed-in member's participation in one survey of the current
 * client: a fresh personal token for the participation page (the mailed link stays valid).
 */
export interface UserSurveyParticipation extends OpenSurvey {
  readonly token: string;
}
