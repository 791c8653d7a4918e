import * as z from 'zod/mini';
import { PX_MODULES, type PxModule, pxModuleFromNumber } from '../../px/scale.js';
import type { SurveyJob } from '../../px/survey/lifecycle.js';
import {
  START_PAGE_MAX_CHARACTERS,
  SURVEY_MESSAGES,
  SURVEY_TITLE_MAX,
  type SurveyState,
} from '../../px/survey/messages.js';
import type { SurveySchema } from '../../px/survey/schema.js';
import { rejectInTransform, requiredText } from './fields.js';
import type { SurveyApproval } from './worksCouncil.js';

/** Element and page names, question texts and option texts of a stored survey schema. */
const name = z.string().check(z.minLength(1), z.maxLength(100));
const text = z.string().check(z.maxLength(4000));

const choice = z.object({ value: z.string().check(z.maxLength(500)), text, textEn: z.optional(text) });
/** A question's name, its German title and the optional English one. */
const titled = { name, title: text, titleEn: z.optional(text) };

/** The SurveyJS JSON a survey stores (shared/src/px/survey/schema.ts), element by element. */
const surveyElement = z.discriminatedUnion('type', [
  z.object({ type: z.literal('html'), name, html: z.string().check(z.maxLength(START_PAGE_MAX_CHARACTERS)) }),
  z.object({
    type: z.literal('matrix'),
    ...titled,
    titleLocation: z.literal('hidden'),
    rows: z.array(choice).check(z.minLength(1), z.maxLength(50)),
    columns: z
      .array(z.object({ value: z.number().check(z.int(), z.gte(1), z.lte(6)), text }))
      .check(z.minLength(1), z.maxLength(6)),
  }),
  z.object({
    type: z.literal('radiogroup'),
    ...titled,
    choices: z.array(choice).check(z.minLength(1), z.maxLength(100)),
  }),
  z.object({ type: z.literal('text'), ...titled, inputType: z.optional(z.literal('date')) }),
  z.object({ type: z.literal('comment'), ...titled }),
  z.object({
    type: z.literal('rating'),
    ...titled,
    rateCount: z.number().check(z.int(), z.gte(2), z.lte(10)),
    rateMin: z.number().check(z.int(), z.gte(0), z.lte(10)),
    rateMax: z.number().check(z.int(), z.gte(1), z.lte(10)),
    minRateDescription: text,
    maxRateDescription: text,
  }),
]);

const surveyPage = z.object({
  name,
  title: z.optional(z.string().check(z.maxLength(200))),
  titleEn: z.optional(z.string().check(z.maxLength(200))),
  elements: z.array(surveyElement).check(z.minLength(1), z.maxLength(300)),
});

const surveyTitle = requiredText(SURVEY_TITLE_MAX, {
  required: SURVEY_MESSAGES.titleRequired,
  tooLong: SURVEY_MESSAGES.titleTooLong,
});

const deadlineDate = z.nullable(z.number().check(z.int(), z.positive()));

export const surveySchemaObject = z.object({
  title: z.string().check(z.maxLength(SURVEY_TITLE_MAX)),
  deadlineDate: z.optional(deadlineDate),
  locale: z.optional(z.literal('de')),
  pages: z.array(surveyPage).check(z.minLength(1, SURVEY_MESSAGES.noQuestions), z.maxLength(60)),
});

/** The schema as an object or (as the spec's resend sends it) as JSON text. */
const surveySchemaInput = z.pipe(
  z.transform((value) => {
    if (typeof value !== 'string' || value.length > START_PAGE_MAX_CHARACTERS + 1_000_000) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }),
  surveySchemaObject,
);

/** A module by code, or by its number as the spec's client sends it ('module 0 when none'). */
export const pxModuleInput = z.union([
  z.enum(PX_MODULES),
  z.pipe(
    z.number().check(z.int()),
    z.transform((value, context): PxModule => {
      const module = pxModuleFromNumber(value);
      if (module) return module;
      rejectInTransform(context, 'Unbekanntes Modul');
      return z.NEVER;
    }),
  ),
]);

/** POST /px/survey */
export const createSurveyRequest = z.object({
  title: surveyTitle,
  deadlineDate: z._default(z.optional(deadlineDate), null),
  module: z._default(z.optional(pxModuleInput), 'NONE'),
  /** Model of a process survey (Module_Four); not used by the survey screens. */
  uuid: z.optional(z.nullable(z.string().check(z.uuid()))),
  surveySchema: surveySchemaInput,
});
export type CreateSurveyRequest = z.infer<typeof createSurveyRequest>;

/** POST /px/survey/archive: archive (true) or restore (false) one survey. */
export const archiveSurveyRequest = z.object({
  surveyId: z.string().check(z.minLength(1), z.maxLength(64)),
  archived: z.boolean(),
});
export type ArchiveSurveyRequest = z.infer<typeof archiveSurveyRequest>;

/** `{module}` of GET /px/survey/module/{module}: code or number. */
export const surveyModulePath = z.object({
  module: z.union([
    z.enum(PX_MODULES),
    z.pipe(
      z.string().check(z.maxLength(2), z.regex(/^\d+$/)),
      z.transform((value, context): PxModule => {
        const module = pxModuleFromNumber(Number(value));
        if (module) return module;
        rejectInTransform(context, 'Unbekanntes Modul');
        return z.NEVER;
      }),
    ),
  ]),
});

/** Counters of a survey's lifecycle (its `info`). */
export interface SurveyInfo {
  readonly state: SurveyState;
  readonly sendToCount: number;
  readonly answeredCount: number;
  readonly evaluationTimestampCount: number;
  /** Round and running/failed lifecycle job; absent on rows written before it. */
  readonly job?: SurveyJobInfo;
}

/** One row of the survey list. */
export interface SurveySummary {
  readonly id: string;
  readonly title: string;
  readonly module: PxModule;
  readonly createdDate: string;
  /** Display name of the creator. */
  readonly createdBy: string;
  readonly deadlineDate: number | null;
  /** When the survey was finished (epoch ms); absent while it runs and on surveys finished before it was kept. */
  readonly finishedDate?: number | null;
  readonly uuid: string | null;
  readonly customTitlePage: boolean;
  readonly archived: boolean;
  readonly info: SurveyInfo;
  /** The works council's approval of the questionnaire; null until it approves. */
  readonly approval: SurveyApproval | null;
}

/** GET /px/survey/{id}: the row plus the start page and the stored SurveyJS JSON. */
export interface SurveyDetails extends SurveySummary {
  /** The sanitised start page HTML, or null without a start page. */
  readonly description: string | null;
  readonly surveySchema: SurveySchema;
}

/** Job status of a survey (additive to SurveyInfo: `info.job`). */
export interface SurveyJobInfo {
  readonly round: number;
  /** The job running now ('Umfrage wird abgeschlossen...' / 'Ein Auswertungspunkt wird gerade erstellt...'). */
  readonly running: SurveyJob | null;
  /** The job whose last run failed (the UI explains it; the creator can start it again). */
  readonly failed: SurveyJob | null;
}
