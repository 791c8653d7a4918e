/**
 * Contracts of the evaluation read routes and the anonymity settings. Every result is read from stored evaluation points and redacted
 * below the client's anonymity threshold before it leaves the API: a hidden result is `null`
 * and carries `hidden: { minimum, msg }` (msg = 'Zu wenige Antworten für eine anonyme
 * Auswertung (mindestens N)'), a hidden trend of a shown result `trendHidden`.
 */
import * as z from 'zod/mini';
import {
  ANONYMITY_THRESHOLD_MAX,
  ANONYMITY_THRESHOLD_MIN,
  type AnonymityNotice,
  type AnonymitySettings,
  anonymityThresholdMessage,
  EVALUATION_EXPORT_FORMATS,
  EVALUATION_MODULE_NUMBERS,
  type EvaluatedModule,
  type EvaluationModuleNumber,
  type EvaluationPointCounts,
  FREE_TEXT_THRESHOLD_MAX,
  FREE_TEXT_THRESHOLD_MIN,
  type FreeTextNotice,
  freeTextThresholdMessage,
  type RedactedEvaluationNode,
  type RedactedEvaluationPoint,
  type SubgroupFacts,
} from '../../px/evaluation/index.js';

export type {
  AnonymityNotice,
  AnonymitySettings,
  RedactedEvaluationNode,
  RedactedEvaluationPoint,
  SubgroupFacts,
};

/** `{surveyId}` of GET /px/evaluation/{surveyId}. */
export const evaluationSurveyPath = z.object({ surveyId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `{surveyId}` and `{format}` of GET /px/evaluation/{surveyId}/export/{format}: the survey's latest
 * evaluation (only figures that pass the anonymity threshold) as CSV for German Excel or as an
 * Excel workbook, named `Auswertung_<Umfrage>_<Datum>.<format>`. The answer is the file, or
 * `{ url }` (a short-lived download link) when it is too large for an API answer.
 */
export const evaluationExportPath = z.object({
  surveyId: z.string().check(z.minLength(1), z.maxLength(64)),
  format: z.enum(EVALUATION_EXPORT_FORMATS, { message: 'Unbekanntes Exportformat (erlaubt: csv, xlsx)' }),
});

/** `{module}` of the evaluation routes: '1', '1.1' (module 1 outcome view), '2' or '5'. */
const evaluationModule = z.enum(
  EVALUATION_MODULE_NUMBERS as [EvaluationModuleNumber, ...EvaluationModuleNumber[]],
  {
    message: 'Unbekanntes Auswertungsmodul (erlaubt: 1, 1.1, 2, 5)',
  },
);

/** `{id}` (the survey) and `{module}` of GET /px/evaluation/timestamp/{id}/module/{module}. */
export const moduleEvaluationPath = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  module: evaluationModule,
});

/**
 * Query of GET /px/evaluation/timestamp/{id}/module/{module}: with `personalQuestion`
 * and `option`, the evaluations of the subgroup whose answers chose that option of that personal
 * question ('Teilgruppe'), under the same anonymity rules; without both, the whole group.
 */
export const moduleEvaluationQuery = z
  .object({
    personalQuestion: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    option: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine((query) => (query.personalQuestion === undefined) === (query.option === undefined), {
      message: 'Für eine Teilgruppe bitte die Personenfrage und eine ihrer Antworten angeben.',
    }),
  );
export type ModuleEvaluationQuery = z.infer<typeof moduleEvaluationQuery>;

/** `{module}` of GET /px/evaluation/module/{module} (the dashboard tabs use 1.1, 1 and 2). */
export const dashboardModulePath = z.object({ module: evaluationModule });

/**
 * GET /px/evaluation/{surveyId}: one item per stored evaluation point (one per finished round),
 * oldest first. The counts are never hidden (the survey list shows them anyway); `hidden` says
 * that the round's results are below the threshold. The latest `timestamp` is 'Zuletzt gestellt'.
 */
export interface EvaluationSummary extends EvaluationPointCounts {
  readonly surveyId: string;
  readonly hidden: AnonymityNotice | null;
}

/**
 * GET /px/evaluation/timestamp/{id}/module/{module}: the list of evaluations of the survey,
 * oldest first ("returns a list of evaluations"). Each is the stored point, redacted,
 * with its root `nodes` filtered for the view: 1.1 only OUTCOME roots, 1/2/5 the other roots.
 * `questionEvaluations` and `personalQuestionEvaluations` are all of the point's. Current =
 * last item, comparison = the one before or the same (shared `currentAndComparison`).
 */
export interface ModuleEvaluation extends RedactedEvaluationPoint {
  readonly surveyId: string;
  readonly module: EvaluatedModule;
  readonly view: EvaluationModuleNumber;
  /**
   * Set when a subgroup was asked for: which one and its own count of complete answers (null while
   * it is hidden). The participation figures of the point stay those of the whole group.
   */
  readonly subgroup?: SubgroupFacts;
}

/**
 * GET /px/evaluation/module/{module}: the start dashboard. One item per survey of
 * the module: its latest evaluation point, newest first, with the root nodes of the view (1.1
 * only OUTCOME, 1/2 the others), redacted. Each root node is a card (title = node name, gauge =
 * `gaugeProgress(node.score)`); `surveyTitle` names the survey it comes from.
 */
export interface DashboardEvaluation {
  readonly surveyId: string;
  readonly surveyTitle: string;
  readonly module: EvaluatedModule;
  readonly view: EvaluationModuleNumber;
  readonly round: number;
  readonly timestamp: number;
  readonly numberCompleteAnswered: number;
  readonly hidden: AnonymityNotice | null;
  readonly nodes: readonly RedactedEvaluationNode[];
}

/** One respondent's submitted answers (without free text), as the specified JSON text. */
export interface CustomAnswerItem {
  readonly round: number;
  /** JSON text of `{ [questionName]: value }`; free-text questions are not in it. */
  readonly answers: string;
}

/**
 * The free-text answers of one question, apart from the respondents' records: only released
 * batches, batch by batch, each in a random order (docs/px-anonymity.md).
 */
export interface FreeTextAnswers {
  readonly name: string;
  readonly answers: readonly string[];
}

/**
 * GET /px/survey/{id}/answers (custom analytics): all complete answers of every
 * round. A round below the anonymity threshold gives no `items` and `hidden` says why. Free texts
 * come in batches of at least the free-text threshold; `freeTextHidden` says why texts wait and
 * how many more answers with free text the next batch needs (`missing`). No ids, times or rounds
 * of free texts are returned.
 */
export interface CustomSurveyAnswers {
  readonly surveyId: string;
  readonly numberCompleteAnswered: number;
  readonly hidden: AnonymityNotice | null;
  readonly freeTextHidden: FreeTextNotice | null;
  readonly items: readonly CustomAnswerItem[];
  readonly freeText: readonly FreeTextAnswers[];
  /**
   * 'Freitexte gelöscht (Aufbewahrungsfrist)' when the retention job deleted free texts of a
   * round of this survey; null otherwise. The figures stay.
   */
  readonly freeTextsDeleted: string | null;
}

/** PUT /px/evaluation/settings: raise one or both thresholds (never lower them). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const anonymitySettingsRequest = z.strictObject({
  anonymityThreshold: z.optional(
    wholeNumber(ANONYMITY_THRESHOLD_MIN, ANONYMITY_THRESHOLD_MAX, anonymityThresholdMessage()),
  ),
  freeTextThreshold: z.optional(
    wholeNumber(FREE_TEXT_THRESHOLD_MIN, FREE_TEXT_THRESHOLD_MAX, freeTextThresholdMessage()),
  ),
});
export type AnonymitySettingsRequest = z.infer<typeof anonymitySettingsRequest>;

/** GET/PUT /px/evaluation/settings answer: the client's thresholds and their bounds. */
export interface AnonymitySettingsView extends AnonymitySettings {
  readonly bounds: {
    readonly anonymityThreshold: { readonly min: number; readonly max: number };
    readonly freeTextThreshold: { readonly min: number; readonly max: number };
  };
}
