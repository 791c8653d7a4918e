/*
 * Its own module, apart from elementQuestions.ts: reading a question's name needs no catalogue,
 * so what only reads names (question versions, evaluations) does not load the question texts.
 */

/**
 * The name of a question of a process survey: `<questionId>@<elementId>`. The same question may be
 * attached to several elements, so the element id keeps names unique; the evaluation splits it
 * back with `parseProcessQuestionName`.
 */
export function processQuestionName(questionId: string, elementId: string): string {
  return `${questionId}@${elementId}`;
}

export function parseProcessQuestionName(name: string): { questionId: string; elementId: string } | null {
  const at = name.indexOf('@');
  if (at <= 0 || at === name.length - 1) return null;
  return { questionId: name.slice(0, at), elementId: name.slice(at + 1) };
}
