/** Checklists of the innovation processes. */
import * as z from 'zod/mini';
import { type MergeFailure, mergeAnswers } from '../../checklists/answers.js';
import {
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_LIST_SCHEMA_MAX,
  CHECKLIST_MESSAGES,
  CHECKLIST_NAME_MAX,
  UNCONNECTED_SURVEY_ID,
} from '../../checklists/constants.js';
import { CHECKLIST_TEMPLATE_STEPS } from '../../checklists/template.js';
import type { ChecklistStep } from '../../checklists/types.js';
import { rejectInTransform, requiredText } from './fields.js';

const MERGE_MESSAGES: Readonly<Record<MergeFailure, string>> = {
  mismatch: CHECKLIST_MESSAGES.listMismatch,
  answerInvalid: CHECKLIST_MESSAGES.answerInvalid,
  answerTooLong: CHECKLIST_MESSAGES.answerTooLong,
};

/** Only the shape the answers need; texts are taken from the template, unknown keys dropped. */
const submittedStep = z.object({
  fields: z
    .array(
      z.object({
        type: z.string().check(z.maxLength(20)),
        options: z.array(z.object({ answer: z.optional(z.unknown()) })).check(z.maxLength(100)),
      }),
    )
    .check(z.maxLength(10)),
});
const submittedList = z.tuple([z.union([z.null(), z.object({})]), submittedStep], submittedStep);

/**
 * `listSchema`: the list as JSON text (index 0 empty, then the steps). Parsed into the template's
 * steps with the submitted answers (answers.ts mergeAnswers); anything else is refused.
 */
export const checklistListSchema = z.pipe(
  z.string().check(z.maxLength(CHECKLIST_LIST_SCHEMA_MAX, CHECKLIST_MESSAGES.listTooLarge)),
  z.transform((text, context): ChecklistStep[] => {
    const list = submittedList.safeParse(parseJson(text));
    if (!list.success) {
      rejectInTransform(context, CHECKLIST_MESSAGES.listInvalid);
      return z.NEVER;
    }
    const [, ...steps] = list.data;
    const merged = mergeAnswers(CHECKLIST_TEMPLATE_STEPS, steps);
    if (merged.ok) return merged.steps;
    rejectInTransform(context, MERGE_MESSAGES[merged.failure]);
    return z.NEVER;
  }),
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A survey reference: an id, or -1 (also '-1') for none. Parsed: the id, or null. */
export const checklistSurveyRef = z.pipe(
  z.union([
    z.literal(UNCONNECTED_SURVEY_ID),
    z.string().check(z.minLength(1, CHECKLIST_MESSAGES.surveyIdInvalid), z.maxLength(64)),
  ]),
  z.transform((value) =>
    value === UNCONNECTED_SURVEY_ID || value === String(UNCONNECTED_SURVEY_ID) ? null : value,
  ),
);

const name = requiredText(CHECKLIST_NAME_MAX, {
  required: CHECKLIST_MESSAGES.nameRequired,
  tooLong: CHECKLIST_MESSAGES.nameTooLong,
  absent: CHECKLIST_MESSAGES.nameRequired,
});
const description = z
  .string()
  .check(z.trim(), z.maxLength(CHECKLIST_DESCRIPTION_MAX, CHECKLIST_MESSAGES.descriptionTooLong));

/**
 * POST /checklist. `creator` is sent empty by the client and ignored: the creator is the caller.
 * Without `listSchema` the empty template is stored.
 */
export const createChecklistRequest = z.object({
  name,
  description: z._default(z.optional(description), ''),
  creator: z.optional(z.string().check(z.maxLength(320))),
  mod1surveyId: z._default(checklistSurveyRef, null),
  listSchema: z.optional(checklistListSchema),
});
export type CreateChecklistRequest = z.infer<typeof createChecklistRequest>;

/**
 * POST /checklist/{id}: the checklist as the answer page holds it. Name, description, answers and
 * the sub-group choice are taken; `version` is the one it was loaded with (a stale save is
 * refused); progress is derived by the server; surveys are connected by their own call.
 */
export const saveChecklistRequest = z.object({
  name: z.optional(name),
  description: z.optional(description),
  listSchema: checklistListSchema,
  version: z
    .number({ error: CHECKLIST_MESSAGES.versionRequired })
    .check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
  skipStep4: z.optional(z.boolean()),
});
export type SaveChecklistRequest = z.infer<typeof saveChecklistRequest>;

/** `{id}` of /checklist/{id}. */
export const checklistPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `{moduleId}` and `{checklistId}` of POST /checklist/survey/module/{moduleId}/{checklistId}. */
export const connectChecklistSurveyPath = z.object({
  moduleId: z.pipe(
    z.enum(['1', '2'], { error: CHECKLIST_MESSAGES.moduleInvalid }),
    z.transform((value) => (value === '1' ? 1 : 2)),
  ),
  checklistId: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** Body of the connect call (the spec does not show it): the survey to link. */
export const connectChecklistSurveyRequest = z.object({
  surveyId: z
    .string({ error: CHECKLIST_MESSAGES.surveyIdInvalid })
    .check(z.minLength(1, CHECKLIST_MESSAGES.surveyIdInvalid), z.maxLength(64)),
});
export type ConnectChecklistSurveyRequest = z.infer<typeof connectChecklistSurveyRequest>;

/** A survey link as the client sees it: the survey's id, or -1 when none is connected. */
export type ChecklistSurveyLink = string | typeof UNCONNECTED_SURVEY_ID;

/** One row of the overview (GET /checklist). */
export interface ChecklistSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The creator's user id (the own-tab filter compares it with the signed-in user). */
  readonly creator: string;
  /** The creator's display name (initials and tooltip). */
  readonly creatorName: string;
  readonly createdDate: string;
  /** Zero-based; 5 when every step is complete ('Abgeschlossen'). */
  readonly currentStep: number;
  /** Completion of the current step in percent. */
  readonly currentStepState: number;
  readonly mod1surveyId: ChecklistSurveyLink;
  readonly mod2surveyId: ChecklistSurveyLink;
  /** Sub-group: step 4 'Unternehmensweit verbreiten' is left out. */
  readonly skipStep4: boolean;
}

/** GET /checklist/{id} and the answer of saving: the row plus the list and its version. */
export interface Checklist extends ChecklistSummary {
  /** JSON text: index 0 empty, then the five steps with their answers. */
  readonly listSchema: string;
  /** Send it back when saving; a save with an older version is refused (409). */
  readonly version: number;
}

/** POST /checklist: the new checklist's id. */
export interface CreatedChecklist {
  readonly id: string;
}
