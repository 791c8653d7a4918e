/** Psychological risk assessment along the processes (GDA). */
import * as z from 'zod/mini';
import type { AnonymityNotice } from '../../px/evaluation/anonymity.js';
import {
  isValidDueDate,
  MEASURE_MESSAGES,
  MEASURE_TITLE_MAX,
  type MeasureStatus,
} from '../../px/measures/measures.js';
import {
  GDA_CRITERIA_AREAS,
  GDA_JUDGEMENT_LEVELS,
  GDA_MEASURE_TYPES,
  type GdaCriteriaArea,
  type GdaJudgementLevel,
  type GdaMeasureType,
} from '../../riskAssessment/judgements.js';
import {
  RISK_ASSESSMENT_MESSAGES as M,
  RISK_ASSESSMENT_COMMENT_MAX,
  RISK_ASSESSMENT_ELEMENTS_MAX,
  RISK_ASSESSMENT_REASON_MAX,
  RISK_ASSESSMENT_SCOPE_MAX,
  RISK_ASSESSMENT_SURVEYS_MAX,
  RISK_ASSESSMENT_TITLE_MAX,
  RISK_SURVEY_PHASES,
  type RiskSurveyPhase,
} from '../../riskAssessment/messages.js';
import { GDA_STEP_STATES, type GdaStepRecord, type GdaStepState } from '../../riskAssessment/steps.js';
import type { StrainComparison, StrainResult } from '../../riskAssessment/strain.js';
import { requiredText } from './fields.js';
import { measureFields } from './measureFields.js';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const elementId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const date = z
  .string({ error: M.dateInvalid })
  .check(z.maxLength(10, M.dateInvalid), z.refine(isValidDueDate, M.dateInvalid));
const userId = z.string().check(z.trim(), z.minLength(1), z.maxLength(320));

const title = requiredText(RISK_ASSESSMENT_TITLE_MAX, {
  required: M.titleRequired,
  tooLong: M.titleTooLong,
  absent: M.titleRequired,
});
const scope = z.string().check(z.trim(), z.maxLength(RISK_ASSESSMENT_SCOPE_MAX, M.scopeTooLong));

/** POST /riskAssessment. */
export const createRiskAssessmentRequest = z.object({ title, scope: z._default(z.optional(scope), '') });
export type CreateRiskAssessmentRequest = z.infer<typeof createRiskAssessmentRequest>;

/** PUT /riskAssessment/{id}: title, scope and the next review date (step 7). */
export const updateRiskAssessmentRequest = z.object({
  title,
  scope: z._default(z.optional(scope), ''),
  nextReviewDate: z._default(z.optional(z.nullable(date)), null),
});
export type UpdateRiskAssessmentRequest = z.infer<typeof updateRiskAssessmentRequest>;

/** `{id}` of /riskAssessment/{id}. */
export const riskAssessmentPath = z.object({ id });

/** `{id}` and `{version}` of GET /riskAssessment/{id}/report/{version}. */
export const riskReportVersionPath = z.object({
  id,
  version: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, M.reportVersionInvalid)),
    z.transform((value) => Number(value)),
  ),
});

/** `{id}` and `{step}` of PUT /riskAssessment/{id}/step/{step}. */
export const riskAssessmentStepPath = z.object({
  id,
  step: z.pipe(
    z.string().check(z.regex(/^[1-7]$/, M.stepInvalid)),
    z.transform((value) => Number(value) as 1 | 2 | 3 | 4 | 5 | 6 | 7),
  ),
});

/** PUT /riskAssessment/{id}/step/{step}. */
export const updateRiskStepRequest = z.object({
  state: z.enum(GDA_STEP_STATES, { error: M.stateInvalid }),
  responsibleUserId: z._default(z.optional(z.nullable(userId)), null),
  dueDate: z._default(z.optional(z.nullable(date)), null),
  comment: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(RISK_ASSESSMENT_COMMENT_MAX, M.commentTooLong))),
    '',
  ),
});
export type UpdateRiskStepRequest = z.infer<typeof updateRiskStepRequest>;

/** PUT /riskAssessment/{id}/elements: step 1, activities and roles of one released model. */
export const pickRiskElementsRequest = z.object({
  modelUuid: id,
  elementIds: z.array(elementId).check(
    z.minLength(1, M.elementsRequired),
    z.maxLength(RISK_ASSESSMENT_ELEMENTS_MAX, M.tooManyElements),
    z.refine((ids) => new Set(ids).size === ids.length, M.elementNotInModel),
  ),
});
export type PickRiskElementsRequest = z.infer<typeof pickRiskElementsRequest>;

/** PUT /riskAssessment/{id}/surveys: step 2 (Ermittlung) and step 6 (Wirksamkeitskontrolle). */
export const linkRiskSurveysRequest = z.object({
  surveys: z
    .array(
      z.object({
        surveyId: id,
        phase: z.enum(RISK_SURVEY_PHASES, { error: M.phaseInvalid }),
      }),
    )
    .check(
      z.maxLength(RISK_ASSESSMENT_SURVEYS_MAX, M.tooManySurveys),
      z.refine((list) => new Set(list.map((s) => s.surveyId)).size === list.length, M.surveyTwice),
    ),
});
export type LinkRiskSurveysRequest = z.infer<typeof linkRiskSurveysRequest>;

/** PUT /riskAssessment/{id}/judgement: step 3, one activity × one criteria area. */
export const judgeRiskRequest = z.object({
  elementId,
  area: z.enum(GDA_CRITERIA_AREAS, { error: M.areaInvalid }),
  level: z.enum(GDA_JUDGEMENT_LEVELS, { error: M.levelInvalid }),
  reason: requiredText(RISK_ASSESSMENT_REASON_MAX, {
    required: M.reasonRequired,
    tooLong: M.reasonTooLong,
    absent: M.reasonRequired,
  }),
});
export type JudgeRiskRequest = z.infer<typeof judgeRiskRequest>;

/** A measure of steps 4 and 5: the plan's fields, a title also required when absent, and its GDA type and activities. */
const riskMeasureFields = {
  title: requiredText(MEASURE_TITLE_MAX, {
    required: MEASURE_MESSAGES.titleRequired,
    tooLong: MEASURE_MESSAGES.titleTooLong,
    absent: MEASURE_MESSAGES.titleRequired,
  }),
  description: measureFields.description,
  type: z.enum(GDA_MEASURE_TYPES, { error: M.measureTypeInvalid }),
  elementIds: z
    .array(elementId)
    .check(
      z.minLength(1, M.measureElementsRequired),
      z.maxLength(RISK_ASSESSMENT_ELEMENTS_MAX, M.tooManyElements),
    ),
  responsibleUserId: measureFields.responsibleUserId,
  dueDate: measureFields.dueDate,
  status: measureFields.status,
};

/** POST /riskAssessment/{id}/measure and PUT …/measure/{measureId}: steps 4 and 5. */
export const riskMeasureRequest = z.object(riskMeasureFields);
export type RiskMeasureRequest = z.infer<typeof riskMeasureRequest>;

export const riskMeasurePath = z.object({ id, measureId: id });

/** An activity or role picked in step 1 (from the released model version). */
export interface RiskElement {
  readonly elementId: string;
  readonly name: string;
  /** 'Tätigkeit' (task, subprocess) or 'Rolle' (lane, or a process object of type role or department). */
  readonly kind: RiskElementKind;
  /** A process object: the diagram elements it is linked to (its strain in a process survey). */
  readonly linkedElementIds?: readonly string[];
}
export type RiskElementKind = 'Tätigkeit' | 'Rolle';

export interface RiskSurveyLink {
  readonly surveyId: string;
  readonly title: string;
  readonly module: string;
  readonly phase: RiskSurveyPhase;
}

export interface RiskJudgement {
  readonly elementId: string;
  readonly area: GdaCriteriaArea;
  readonly level: GdaJudgementLevel;
  readonly reason: string;
  readonly judgedBy: string;
  readonly judgedAt: string;
}

export interface RiskMeasure {
  readonly measureId: string;
  readonly title: string;
  readonly description: string;
  readonly type: GdaMeasureType;
  readonly elementIds: readonly string[];
  readonly responsibleUserId: string;
  readonly responsibleName: string;
  readonly dueDate: string;
  readonly status: MeasureStatus;
  readonly overdue: boolean;
}

export interface RiskStep extends GdaStepRecord {
  readonly name: string;
  readonly responsibleName: string | null;
  readonly overdue: boolean;
}

export interface RiskHistoryEntry {
  readonly at: string;
  readonly userId: string;
  readonly userName: string;
  readonly change: string;
}

export interface RiskReportVersion {
  readonly version: number;
  readonly createdAt: string;
  readonly createdByName: string;
}

/** One row of GET /riskAssessment. */
export interface RiskAssessmentSummary {
  readonly id: string;
  readonly title: string;
  readonly scope: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The first step that is not closed (8 when all are). */
  readonly currentStep: number;
  readonly modelName: string | null;
  /** The model the activities were picked from (the modeller's 'Belastung' mode lists these). */
  readonly modelUuid: string | null;
}

/** GET /riskAssessment/{id} and the answer of every write. */
export interface RiskAssessment extends RiskAssessmentSummary {
  readonly createdByName: string;
  readonly nextReviewDate: string | null;
  readonly steps: readonly RiskStep[];
  /** The released model and its release version the activities were picked from. */
  readonly model: {
    readonly uuid: string;
    readonly name: string;
    readonly releaseVersion: number;
    readonly releasedAt: string | null;
  } | null;
  readonly elements: readonly RiskElement[];
  readonly surveys: readonly RiskSurveyLink[];
  readonly judgements: readonly RiskJudgement[];
  /** Sorted as §4 ArbSchG ranks them: technical, organisational, person-related. */
  readonly measures: readonly RiskMeasure[];
  readonly reports: readonly RiskReportVersion[];
  /** Why step 6 is due now (a measure done, a newer release changed measured activities); empty when not. */
  readonly effectCheckReasons: readonly string[];
  /** Newest first. */
  readonly history: readonly RiskHistoryEntry[];
}

/** A released model the activities can be picked from (GET /riskAssessment/model). */
export interface RiskModelOption {
  readonly uuid: string;
  readonly name: string;
  readonly releaseVersion: number;
}

/** GET /riskAssessment/model/{uuid}: the activities and roles of its released version. */
export interface RiskModelElements extends RiskModelOption {
  readonly elements: readonly RiskElement[];
  /** The released diagram (the strain overlay draws on it). */
  readonly xml: string;
}

export const riskModelPath = z.object({ uuid: id });

/** Strain of one picked element (GET /riskAssessment/{id}/strain). */
export interface RiskElementStrain {
  readonly elementId: string;
  readonly name: string;
  readonly kind: RiskElementKind;
  /** Step 2 surveys (Ermittlung). */
  readonly strain: StrainResult;
  /** Step 6 surveys (Wirksamkeitskontrolle); null when none is linked. */
  readonly after: StrainResult | null;
  /** Before/after, only where both rounds pass the threshold; null without an effect check. */
  readonly comparison: StrainComparison | null;
}

export interface RiskStrain {
  readonly threshold: number;
  /** Complete answers per linked survey (its latest point); hidden below the threshold. */
  readonly participants: readonly {
    readonly surveyId: string;
    readonly title: string;
    readonly phase: RiskSurveyPhase;
    /** null when the round is below the threshold (never a count under it). */
    readonly completeAnswers: number | null;
    readonly hidden: AnonymityNotice | null;
  }[];
  readonly elements: readonly RiskElementStrain[];
}

export type { GdaStepState };
