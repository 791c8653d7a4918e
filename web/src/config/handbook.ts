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

type ChapterRoute = readonly [string, HandbookChapterId];

/** A chapter's route patterns, in the order they are tried. */
const routesOf = (chapter: HandbookChapterId, ...patterns: string[]): ChapterRoute[] =>
  patterns.map((pattern) => [pattern, chapter]);

/** An area's screens below its path, then the path itself. */
const andBelow = (path: string) => [`${path}/*`, path];

/** Route patterns to their chapter; the first match wins, so specific patterns come first. */
const CHAPTER_ROUTES: readonly ChapterRoute[] = [
  ...routesOf('anmeldung', paths.login, paths.tokenAuth),
  ...routesOf('startseite', paths.menu),
  ...routesOf('auswertung', paths.surveysEvaluation, paths.surveysEvaluationCustom, paths.surveysMeasures),
  ...routesOf('umfragen', ...andBelow(paths.surveys)),
  ...routesOf('fragen', ...andBelow(paths.questions)),
  ...routesOf('checklisten', ...andBelow(paths.checklist)),
  ...routesOf('nutzerverwaltung', ...andBelow(paths.management)),
  ...routesOf('hilfe', paths.help),
  ...routesOf(
    'prozesse',
    paths.processList,
    paths.profiles,
    paths.processMap,
    paths.resources,
    ...andBelow(paths.modelEdit),
    paths.modelReview,
  ),
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
