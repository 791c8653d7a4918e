import { matchPath } from 'react-router';
import { paths } from './paths';

/**
 * The nine chapters of the handbook, in the spec's order. The '?' of every
 * main screen opens the chapter of its route; the help feature holds the chapters' text.
 */
export const HANDBOOK_CHAPTERS = [
  { id: 'anmeldung', title: 'Anmeldung und Passwort' },
  { id: 'startseite', title: 'Startseite' },
  { id: 'prozesse', title: 'Prozesse' },
  { id: 'fragen', title: 'Fragen' },
  { id: 'umfragen', title: 'Umfragen' },
  { id: 'auswertung', title: 'Auswertung von Umfragen' },
  { id: 'checklisten', title: 'Checklisten des Innovationsprozesses' },
  { id: 'nutzerverwaltung', title: 'Nutzerverwaltung' },
  { id: 'hilfe', title: 'Hilfebereich' },
] as const;

export type HandbookChapterId = (typeof HANDBOOK_CHAPTERS)[number]['id'];

/** Route patterns to their chapter; the first match wins, so specific patterns come first. */
const CHAPTER_ROUTES: readonly (readonly [string, HandbookChapterId])[] = [
  [paths.login, 'anmeldung'],
  [paths.tokenAuth, 'anmeldung'],
  [paths.menu, 'startseite'],
  [paths.surveysEvaluation, 'auswertung'],
  [paths.surveysEvaluationCustom, 'auswertung'],
  [paths.surveysMeasures, 'auswertung'],
  [`${paths.surveys}/*`, 'umfragen'],
  [paths.surveys, 'umfragen'],
  [`${paths.questions}/*`, 'fragen'],
  [paths.questions, 'fragen'],
  [`${paths.checklist}/*`, 'checklisten'],
  [paths.checklist, 'checklisten'],
  [`${paths.management}/*`, 'nutzerverwaltung'],
  [paths.management, 'nutzerverwaltung'],
  [paths.help, 'hilfe'],
  [paths.processList, 'prozesse'],
  [paths.profiles, 'prozesse'],
  [paths.processMap, 'prozesse'],
  [paths.resources, 'prozesse'],
  [`${paths.modelEdit}/*`, 'prozesse'],
  [paths.modelEdit, 'prozesse'],
  [paths.modelReview, 'prozesse'],
];

/** The chapter a screen's '?' opens, or undefined where no chapter fits. */
export function chapterOfPath(pathname: string): HandbookChapterId | undefined {
  return CHAPTER_ROUTES.find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1];
}

/** The deep link to a chapter or section: `/help?tab=handbuch&section=<id>`, with the screen it came from. */
export function handbookHref(section: string, from?: string): string {
  const query = new URLSearchParams({ tab: 'handbuch', section });
  if (from) query.set('from', from);
  return `${paths.help}?${query.toString()}`;
}
