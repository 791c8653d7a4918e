import { questionElement, type SurveyQuestionSource } from './questionElement.js';
import { DEFAULT_PAGE_TITLE, type SurveyJsPage, type SurveySchema } from './schema.js';
import { titlePages } from './titlePage.js';

/** A page of the manual wizard: its (renamable) title and its questions in drag-and-drop order. */
export interface ManualSurveyPage {
  readonly title: string;
  readonly questionIds: readonly string[];
}

export interface ManualSurveyInput {
  readonly title: string;
  readonly deadlineDate: number | null;
  readonly startPageHtml?: string | null;
  readonly pages: readonly ManualSurveyPage[];
  /** The questions the pages may refer to (the tenant's non-process questions). */
  readonly questions: readonly SurveyQuestionSource[];
}

/**
 * The survey schema of the manual wizard. Pages keep their order and titles (an
 * empty title becomes 'Seite n'); pages without questions are left out. Unknown or repeated question
 * ids are refused, since each element name must map back to exactly one question.
 */
export function buildManualSurvey(input: ManualSurveyInput): SurveySchema {
  const byId = new Map(input.questions.map((question) => [question.id, question]));
  const used = new Set<string>();
  const pages: SurveyJsPage[] = [];
  input.pages.forEach((page, index) => {
    if (page.questionIds.length === 0) return;
    const elements = page.questionIds.map((id) => {
      const question = byId.get(id);
      if (!question) throw new RangeError(`Unbekannte Frage: ${id}`);
      if (used.has(id)) throw new RangeError(`Die Frage ${id} ist mehrfach in der Umfrage enthalten`);
      used.add(id);
      return questionElement(question);
    });
    const title = page.title.trim() || (index === 0 ? DEFAULT_PAGE_TITLE : `Seite ${index + 1}`);
    pages.push({ name: `page${index + 1}`, title, elements });
  });
  if (pages.length === 0) throw new RangeError('Die Umfrage enthält keine Fragen');
  return {
    title: input.title,
    deadlineDate: input.deadlineDate,
    locale: 'de',
    pages: [...titlePages(input.startPageHtml), ...pages],
  };
}
