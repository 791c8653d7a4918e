import type { PxModule } from '../scale.js';

/** A question is 'NEU' while it is at most 7 days old. */
export const NEW_QUESTION_MAX_AGE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Rows per page of the question table. */
export const QUESTION_TABLE_PAGE_SIZE = 15;

export function isNewQuestion(createdDate: number | null, now: number): boolean {
  if (createdDate === null) return false;
  return now - createdDate <= NEW_QUESTION_MAX_AGE_DAYS * DAY_MS;
}

/** Own questions belong to no module or to the process perspective. */
export const CUSTOM_QUESTION_MODULES = ['NONE', 'Module_Four'] as const satisfies readonly PxModule[];
export type CustomQuestionModule = (typeof CUSTOM_QUESTION_MODULES)[number];

/** Process-based questions (module 4) are listed and deleted by the '/PB' calls. */
export function isProcessBased(module: PxModule): boolean {
  return module === 'Module_Four';
}

/** Answer options as sent: empty values are dropped. */
export function nonEmptyOptions<T extends { readonly value: string }>(options: readonly T[]): T[] {
  return options.filter((option) => option.value.trim() !== '');
}
