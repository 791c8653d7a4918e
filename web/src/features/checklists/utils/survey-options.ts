import type { SurveySummary } from '@prozesspuls/shared';
import type { SelectOption } from '@/components/form/SelectField';

/** The surveys a checklist dialog offers, by title. */
export function surveyOptions(surveys: readonly SurveySummary[]): SelectOption[] {
  return surveys.map((survey) => ({ value: survey.id, label: survey.title }));
}
