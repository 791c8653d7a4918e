import type { SurveyDetails } from '@prozesspuls/shared';

/** The browser local-storage key of the survey being restarted. */
export const RESEND_STORAGE_KEY = 'prozesspuls.resendSurvey';

/** What the resend screen needs of the survey it regenerates. */
export type StoredResendSurvey = Pick<
  SurveyDetails,
  'id' | 'title' | 'module' | 'deadlineDate' | 'description' | 'surveySchema'
>;

/** Keeps the survey for the resend screen, so a reload of /surveys/send still has it. */
export function storeResendSurvey(storage: Pick<Storage, 'setItem'>, survey: StoredResendSurvey): void {
  const { id, title, module, deadlineDate, description, surveySchema } = survey;
  storage.setItem(
    RESEND_STORAGE_KEY,
    JSON.stringify({ id, title, module, deadlineDate, description, surveySchema }),
  );
}

/** The kept survey, or null when there is none or it is not one (edited by hand, older format). */
export function readResendSurvey(storage: Pick<Storage, 'getItem'>): StoredResendSurvey | null {
  const text = storage.getItem(RESEND_STORAGE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const survey = value as Partial<StoredResendSurvey>;
    const valid =
      typeof survey.id === 'string' &&
      typeof survey.title === 'string' &&
      typeof survey.module === 'string' &&
      (survey.deadlineDate === null || typeof survey.deadlineDate === 'number') &&
      typeof survey.surveySchema === 'object' &&
      survey.surveySchema !== null &&
      Array.isArray(survey.surveySchema.pages);
    return valid ? (survey as StoredResendSurvey) : null;
  } catch {
    return null;
  }
}

export function clearResendSurvey(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(RESEND_STORAGE_KEY);
}
