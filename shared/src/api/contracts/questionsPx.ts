import * as z from 'zod/mini';
import type { AnswerOption } from '../../px/catalogue/types.js';
import { CUSTOM_QUESTION_MODULES } from '../../px/questions/rules.js';
import { PX_QUESTION_TEXTS } from '../../px/questions/texts.js';
import {
  ANSWER_TYPES,
  type AnswerType,
  ELEMENT_KINDS,
  type ElementKind,
  type PageGroup,
  PX_MODULE_NUMBERS,
  PX_MODULES,
  type PxModule,
  pxModuleFromNumber,
  QUESTION_TYPES,
  type QuestionType,
} from '../../px/scale.js';
import { rejectInTransform } from './fields.js';

export const PX_QUESTION_TEXT_MAX = 1000;
export const PX_ANSWER_OPTION_MAX = 300;
export const PX_ANSWER_OPTIONS_MAX = 30;

/** A module as a code ('Module_Four') or its number ('4', 0 = NONE), as the spec sends both. */
export const pxModuleParam = z.pipe(
  z.string().check(z.maxLength(20)),
  z.transform((value, ctx): PxModule => {
    const module = /^\d{1,2}$/.test(value)
      ? pxModuleFromNumber(Number(value))
      : PX_MODULES.find((code) => code === value);
    if (!module) {
      rejectInTransform(ctx, PX_QUESTION_TEXTS.unknownModule);
      return z.NEVER;
    }
    return module;
  }),
);

/**
 * POST /px/question (the creation payload) and PUT /px/question/{id} (the whole question
 * again). Empty options are dropped.
 */
export const createPxQuestionRequest = z.pipe(
  z.object({
    text: z
      .string()
      .check(z.trim(), z.minLength(1, PX_QUESTION_TEXTS.textRequired), z.maxLength(PX_QUESTION_TEXT_MAX)),
    /** The English wording participants see when they switch the survey to English; empty = German. */
    textEn: z.nullish(z.string().check(z.trim(), z.maxLength(PX_QUESTION_TEXT_MAX))),
    type: z._default(z.enum(QUESTION_TYPES), 'NONE'),
    element: z.nullish(z.enum(ELEMENT_KINDS)),
    answerType: z.enum(ANSWER_TYPES, { message: PX_QUESTION_TEXTS.answerTypeRequired }),
    module: z.union([z.enum(CUSTOM_QUESTION_MODULES), z.literal(0), z.literal(4)], {
      message: PX_QUESTION_TEXTS.moduleNotAllowed,
    }),
    answerOptions: z.optional(
      z
        .array(
          z.object({
            value: z.string().check(z.trim(), z.maxLength(PX_ANSWER_OPTION_MAX)),
            inverted: z._default(z.boolean(), false),
          }),
        )
        .check(z.maxLength(PX_ANSWER_OPTIONS_MAX)),
    ),
    /**
     * The spec's answerRatingInverted: true for a positively worded statement whose agreement is
     * good, so 'Trifft voll und ganz zu' scores 1. Only matrix questions are scored; others store false.
     */
    answerRatingInverted: z._default(z.boolean(), false),
  }),
  z.transform((body) => ({
    ...body,
    module:
      body.module === 0 ? ('NONE' as const) : body.module === 4 ? ('Module_Four' as const) : body.module,
    answerOptions: (body.answerOptions ?? []).filter((option) => option.value !== ''),
  })),
);
export type CreatePxQuestionRequest = z.output<typeof createPxQuestionRequest>;

/**
 * PUT /px/question/{id} (beyond the spec): an own question with all its fields. Module and element
 * kind stay as they were. A question a sent survey already asks is not changed but replaced by a
 * new version (new id); the answer then carries that version.
 */
export const updatePxQuestionRequest = createPxQuestionRequest;
export type UpdatePxQuestionRequest = CreatePxQuestionRequest;

/** A PX question as every list call answers it. */
export interface PxQuestion {
  readonly id: string;
  readonly text: string;
  /** English wording for participants who switch to English; absent or null falls back to `text`. */
  readonly textEn?: string | null;
  /** Epoch ms; null for standard questions (they come with the catalogue). */
  readonly createdDate: number | null;
  /** The creator's user name; empty for standard questions. */
  readonly createdBy: string;
  /** The creator's first and last name for the initials; absent when unknown. */
  readonly createdByName?: string | null;
  readonly userId: string;
  readonly answerType: AnswerType;
  readonly module: PxModule;
  readonly moduleNumber: number;
  readonly personal: boolean;
  readonly element: ElementKind | null;
  readonly answerOptions: readonly AnswerOption[];
  readonly answerRatingInverted: boolean;
  readonly position: number;
  readonly page: PageGroup;
  readonly type: QuestionType;
  /** Standard questions have no creator and cannot be deleted. */
  readonly isStandard: boolean;
}

/** GET /px/question/types: the element kinds a process question can be about. */
export interface PxElementType {
  readonly element: ElementKind;
  readonly label: string;
}

export const moduleNumberOf = (module: PxModule): number => PX_MODULE_NUMBERS[module];
