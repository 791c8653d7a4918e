import { isWholeNumberIn } from '../../wholeNumbers.js';
import type { CountedQuestions } from '../evaluation/counters.js';
import type { SurveyJsQuestion, SurveySchema } from './schema.js';

/** A participant's answers split for storage (docs/px-anonymity.md). */
export interface SplitAnswers {
  /** Scale, option and date answers in SurveyJS form (matrix `{ [row]: level }`), without free text. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Free-text answers (text and comment questions), stored apart. */
  readonly freeText: Readonly<Record<string, string>>;
  /** Question id → level (matrix, rating) or option (radio group): what the counters count. */
  readonly counted: Readonly<Record<string, unknown>>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FREE_TEXT_MAX = 4000;

function questionsOf(schema: SurveySchema): Map<string, SurveyJsQuestion> {
  const questions = new Map<string, SurveyJsQuestion>();
  for (const page of schema.pages) {
    for (const element of page.elements) if (element.type !== 'html') questions.set(element.name, element);
  }
  return questions;
}

/** Is a rating question on the 6-level answer scale (so it counts like a matrix)? */
const onAnswerScale = (question: SurveyJsQuestion) =>
  question.type === 'rating' && question.rateMin === 1 && question.rateMax === 6;

/** The questions of a schema whose answers are counted on submit. */
export function countedQuestionsOf(schema: SurveySchema): CountedQuestions {
  const scaleQuestionIds = new Set<string>();
  const personalOptions = new Map<string, ReadonlySet<string>>();
  for (const question of questionsOf(schema).values()) {
    if (question.type === 'matrix' || onAnswerScale(question)) scaleQuestionIds.add(question.name);
    if (question.type === 'radiogroup') {
      personalOptions.set(question.name, new Set(question.choices.map((choice) => choice.value)));
    }
  }
  return { scaleQuestionIds, personalOptions };
}

type Checked =
  | { readonly kind: 'answer'; readonly value: unknown; readonly counted?: unknown }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'skip' }
  | { readonly kind: 'invalid' };

function checkAnswer(question: SurveyJsQuestion, value: unknown): Checked {
  if (value === null || value === undefined || value === '') return { kind: 'skip' };
  switch (question.type) {
    case 'matrix': {
      if (typeof value !== 'object' || Array.isArray(value)) return { kind: 'invalid' };
      const rows = new Set(question.rows.map((row) => row.value));
      const columns = new Set(question.columns.map((column) => column.value));
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) return { kind: 'skip' };
      for (const [row, level] of entries) {
        if (!rows.has(row) || typeof level !== 'number' || !columns.has(level)) return { kind: 'invalid' };
      }
      // One row per question (questionElement.ts): its level is the question's answer.
      return { kind: 'answer', value, counted: entries.length === 1 ? entries[0]?.[1] : undefined };
    }
    case 'rating':
      return isWholeNumberIn(value, question.rateMin, question.rateMax)
        ? { kind: 'answer', value, counted: value }
        : { kind: 'invalid' };
    case 'radiogroup':
      return typeof value === 'string' && question.choices.some((choice) => choice.value === value)
        ? { kind: 'answer', value, counted: value }
        : { kind: 'invalid' };
    case 'text':
      if (typeof value !== 'string' || value.length > FREE_TEXT_MAX) return { kind: 'invalid' };
      if (question.inputType === 'date')
        return DATE.test(value) ? { kind: 'answer', value } : { kind: 'invalid' };
      return { kind: 'text', value };
    case 'comment':
      return typeof value === 'string' && value.length <= FREE_TEXT_MAX
        ? { kind: 'text', value }
        : { kind: 'invalid' };
  }
}

/**
 * Checks answers against the survey's questions and splits them for storage; null when any
 * answer names an unknown question or does not fit its question (wrong type, unknown option,
 * off the scale). Empty answers are left out.
 */
export function splitAnswers(
  schema: SurveySchema,
  given: Readonly<Record<string, unknown>>,
): SplitAnswers | null {
  const questions = questionsOf(schema);
  const answers: Record<string, unknown> = {};
  const freeText: Record<string, string> = {};
  const counted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const question = questions.get(name);
    if (!question) return null;
    const checked = checkAnswer(question, value);
    if (checked.kind === 'invalid') return null;
    if (checked.kind === 'text') {
      if (checked.value.trim() !== '') freeText[name] = checked.value;
    } else if (checked.kind === 'answer') {
      answers[name] = checked.value;
      if (checked.counted !== undefined) counted[name] = checked.counted;
    }
  }
  return { answers, freeText, counted };
}
