import type { PxQuestion } from '@prozesspuls/shared';
import { QUESTION_TABLE_PAGE_SIZE } from '@prozesspuls/shared/px';

/** The overview's tabs in their order: 0 all, 1 own, 2 the client's others. */
export const QUESTION_TABS = ['all', 'mine', 'client'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * 'Meine Fragen': created by the current user; 'Mandantenfragen': created by another member of the
 * client. Standard questions come with the catalogue, belong to no one and are listed under 'Alle' only.
 */
export function inTab(question: PxQuestion, tab: QuestionTab, userId: string): boolean {
  if (tab === 'all') return true;
  if (isStandardQuestion(question)) return false;
  const mine = sameUser(question.createdBy, userId);
  return tab === 'mine' ? mine : !mine;
}

export function isStandardQuestion(question: PxQuestion): boolean {
  return question.isStandard || question.createdBy === '';
}

/** Case-insensitive search in the question text, module, element and answer type labels. */
export function matchesSearch(question: PxQuestion, search: string, labels: readonly string[]): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [question.text, ...labels].some((text) => text.toLowerCase().includes(wanted));
}

export function tabCounts(questions: readonly PxQuestion[], userId: string): Record<QuestionTab, number> {
  return {
    all: questions.length,
    mine: questions.filter((q) => inTab(q, 'mine', userId)).length,
    client: questions.filter((q) => inTab(q, 'client', userId)).length,
  };
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  return rows.slice(page * QUESTION_TABLE_PAGE_SIZE, (page + 1) * QUESTION_TABLE_PAGE_SIZE);
}
