/**
 * The subset of SurveyJS JSON that ProzessPuls stores as a survey schema (title,
 * deadlineDate and pages; a first page 'titlePage' with the start page HTML). `survey-core`'s
 * `new Model(schema)` loads it as is; deadlineDate is ours and ignored by SurveyJS.
 */

/**
 * English wordings (`titleEn`, `textEn`) are ours: participants may switch the survey to English
 *. `localizedSurveyJson` turns them into SurveyJS's localizable strings; absent, the
 * German text is shown in English too.
 */
export interface SurveyJsChoice {
  readonly value: string;
  readonly text: string;
  readonly textEn?: string;
}

export interface SurveyJsColumn {
  readonly value: number;
  readonly text: string;
}

export interface SurveyJsHtml {
  readonly type: 'html';
  readonly name: string;
  readonly html: string;
}

/** One question per matrix: a single row with the question text and the 6 levels as columns. */
export interface SurveyJsMatrix {
  readonly type: 'matrix';
  readonly name: string;
  readonly title: string;
  readonly titleEn?: string;
  readonly titleLocation: 'hidden';
  readonly rows: readonly SurveyJsChoice[];
  readonly columns: readonly SurveyJsColumn[];
}

export interface SurveyJsRadioGroup {
  readonly type: 'radiogroup';
  readonly name: string;
  readonly title: string;
  readonly titleEn?: string;
  readonly choices: readonly SurveyJsChoice[];
}

export interface SurveyJsText {
  readonly type: 'text';
  readonly name: string;
  readonly title: string;
  readonly titleEn?: string;
  readonly inputType?: 'date';
}

export interface SurveyJsComment {
  readonly type: 'comment';
  readonly name: string;
  readonly title: string;
  readonly titleEn?: string;
}

export interface SurveyJsRating {
  readonly type: 'rating';
  readonly name: string;
  readonly title: string;
  readonly titleEn?: string;
  readonly rateCount: number;
  readonly rateMin: number;
  readonly rateMax: number;
  readonly minRateDescription: string;
  readonly maxRateDescription: string;
}

export type SurveyJsQuestion =
  | SurveyJsMatrix
  | SurveyJsRadioGroup
  | SurveyJsText
  | SurveyJsComment
  | SurveyJsRating;
export type SurveyJsElement = SurveyJsHtml | SurveyJsQuestion;

export interface SurveyJsPage {
  readonly name: string;
  readonly title?: string;
  readonly titleEn?: string;
  readonly elements: readonly SurveyJsElement[];
}

export interface SurveySchema {
  readonly title: string;
  /** Epoch milliseconds, or null when the survey has no deadline. */
  readonly deadlineDate: number | null;
  readonly locale: 'de';
  readonly pages: readonly SurveyJsPage[];
}

/** Name of the first page and of its HTML element holding the start page. */
export const TITLE_PAGE_NAME = 'titlePage';

/** The IWAK start page needs at least this many characters (25 in code). */
export const IWAK_START_PAGE_MIN_CHARACTERS = 25;

/** Default title of a manual survey's first page. */
export const DEFAULT_PAGE_TITLE = 'Seite 1';

/** Continuing with personal questions warns ('Achtung') for groups up to this size. */
export const SMALL_GROUP_WARNING_MAX_PARTICIPANTS = 5;
