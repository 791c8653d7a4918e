/** Constants of the checklists. */
import { tooLongMessage } from '../messages.js';

/** The five phases, in order. */
export const CHECKLIST_PHASES = [
  'Zweck bestimmen',
  'Gezielt vorbereiten',
  'Weiter anpassen',
  'Unternehmensweit verbreiten',
  'Routinen neu etablieren',
] as const;

export const CHECKLIST_STEP_COUNT = CHECKLIST_PHASES.length;

/** `currentStep` of a checklist whose every step is complete (the last index of the list). */
export const CHECKLIST_FINISHED_STEP = CHECKLIST_STEP_COUNT;

/** The zero-based index of step 4 'Unternehmensweit verbreiten', left out for a sub-group. */
export const COMPANY_WIDE_STEP_INDEX = 3;

/** `mod1surveyId` / `mod2surveyId` of a checklist without a connected survey. */
export const UNCONNECTED_SURVEY_ID = -1;

/** The survey modules a checklist links: 1 Bindungsmodul (required), 2 Job-Fit-Modul (optional). */
export const CHECKLIST_SURVEY_MODULES = [1, 2] as const;
export type ChecklistSurveyModule = (typeof CHECKLIST_SURVEY_MODULES)[number];

/** The matrix answer that counts as done. */
export const MATRIX_DONE = 2;

/** The three matrix values, by answer number. */
export const MATRIX_VALUES = [
  { value: 0, label: 'Nicht erledigt' },
  { value: 1, label: 'Teilweise erledigt' },
  { value: 2, label: 'Vollständig erledigt' },
] as const;

/** Traffic light of a step: red up to 50 %, yellow below 100 %, green at 100 %. */
export const CHECKLIST_RED_MAX = 50;
export const CHECKLIST_GREEN_AT = 100;

/** What the overview shows as phase once every step is complete. */
export const CHECKLIST_DONE_LABEL = 'Abgeschlossen';

/** Limits the server enforces (the spec names none; generous for real use, bounded for storage). */
export const CHECKLIST_NAME_MAX = 200;
export const CHECKLIST_DESCRIPTION_MAX = 2000;
export const CHECKLIST_TEXT_ANSWER_MAX = 4000;
/** The list as JSON text: the template (about 15 KB) plus every free-text answer at its maximum. */
export const CHECKLIST_LIST_SCHEMA_MAX = 200_000;

/** German messages of the checklist calls. */
export const CHECKLIST_MESSAGES = {
  nameRequired: 'Bitte geben Sie Ihrer Checkliste einen Namen.',
  nameTooLong: tooLongMessage('Der Name', CHECKLIST_NAME_MAX),
  descriptionTooLong: tooLongMessage('Die Beschreibung', CHECKLIST_DESCRIPTION_MAX),
  listTooLarge: 'Die Checkliste ist zu groß.',
  listInvalid: 'Die Checkliste ist ungültig.',
  listMismatch: 'Die Checkliste enthält Antworten auf Fragen, die es nicht gibt.',
  answerTooLong: tooLongMessage('Eine Antwort', CHECKLIST_TEXT_ANSWER_MAX),
  answerInvalid: 'Eine Antwort hat einen ungültigen Wert.',
  surveyIdInvalid: 'Die Umfrage ist ungültig.',
  moduleInvalid:
    'Mit einer Checkliste können nur Umfragen des Bindungsmoduls (1) und des Job-Fit-Moduls (2) verknüpft werden.',
  notFound: 'Die Checkliste wurde nicht gefunden.',
  surveyNotFound: 'Die Umfrage wurde nicht gefunden.',
  surveyWrongModule: 'Die Umfrage gehört nicht zum gewählten Modul.',
  alreadyConnected: 'Mit diesem Modul ist bereits eine Umfrage verknüpft.',
  versionRequired: 'Die Version der Checkliste fehlt.',
  stale:
    'Die Checkliste wurde inzwischen geändert. Bitte laden Sie die Seite neu, bevor Sie erneut speichern.',
} as const;
