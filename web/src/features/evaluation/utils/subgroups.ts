import type { SurveySchema } from '@prozesspuls/shared/px';

/** A subgroup the evaluation can be filtered by: one option of one personal question. */
export interface SubgroupChoice {
  readonly personalQuestionId: string;
  readonly questionText: string;
  /** The stored value the API filters by. */
  readonly option: string;
  /** The option as the participants read it. */
  readonly optionText: string;
}

/**
 * The subgroups offered in the filter 'Teilgruppe': every option of every personal question the
 * evaluation counts ('Personenstandsdaten'), in the survey's order, with the wording the
 * participants saw. Only questions the evaluation names are offered, so no other radio group is.
 */
export function subgroupChoices(
  schema: SurveySchema,
  personalQuestionIds: readonly string[],
): SubgroupChoice[] {
  const wanted = new Set(personalQuestionIds);
  return schema.pages.flatMap((page) =>
    page.elements.flatMap((element) =>
      element.type === 'radiogroup' && wanted.has(element.name)
        ? element.choices.map((choice) => ({
            personalQuestionId: element.name,
            questionText: element.title,
            option: choice.value,
            optionText: choice.text,
          }))
        : [],
    ),
  );
}
