/**
 * Judgements of step 3 and measures of steps 4/5 of a psychological risk assessment.
 */

/** The five criteria areas of the GDA recommendations for psychological strain. */
export const GDA_CRITERIA_AREAS = [
  'Arbeitsinhalt',
  'Arbeitsorganisation',
  'soziale Beziehungen',
  'Arbeitsumgebung',
  'neue Arbeitsformen',
] as const;
export type GdaCriteriaArea = (typeof GDA_CRITERIA_AREAS)[number];

/** Need for action per activity and criteria area, least first. */
export const GDA_JUDGEMENT_LEVELS = [
  'kein Handlungsbedarf',
  'mittlerer Handlungsbedarf',
  'hoher Handlungsbedarf',
] as const;
export type GdaJudgementLevel = (typeof GDA_JUDGEMENT_LEVELS)[number];

/**
 * Measure types in the order §4 ArbSchG prescribes (STOP principle): technical before
 * organisational before person-related measures.
 */
export const GDA_MEASURE_TYPES = ['technisch', 'organisatorisch', 'personenbezogen'] as const;
export type GdaMeasureType = (typeof GDA_MEASURE_TYPES)[number];

/** Measures sorted as §4 ArbSchG ranks them: by type, then by due date, then by title. */
export function sortMeasuresByPrecedence<
  M extends { readonly type: GdaMeasureType; readonly dueDate: string; readonly title: string },
>(measures: readonly M[]): M[] {
  const rank = (type: GdaMeasureType) => GDA_MEASURE_TYPES.indexOf(type);
  return [...measures].sort(
    (a, b) =>
      rank(a.type) - rank(b.type) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.title.localeCompare(b.title, 'de'),
  );
}

/** The highest need for action among the judgements of one activity; null without any. */
export function highestNeed(levels: readonly GdaJudgementLevel[]): GdaJudgementLevel | null {
  let highest = -1;
  for (const level of levels) highest = Math.max(highest, GDA_JUDGEMENT_LEVELS.indexOf(level));
  return GDA_JUDGEMENT_LEVELS[highest] ?? null;
}
