import { describe, expect, it } from 'vitest';
import { chapterOfPath, HANDBOOK_CHAPTERS, handbookHref } from './handbook';

describe('handbook chapters', () => {
  it('are the nine chapters of the spec', () => {
    expect(HANDBOOK_CHAPTERS.map((chapter) => chapter.title)).toEqual([
      'Anmeldung und Passwort',
      'Startseite',
      'Prozesse',
      'Fragen',
      'Umfragen',
      'Auswertung von Umfragen',
      'Checklisten des Innovationsprozesses',
      'Nutzerverwaltung',
      'Hilfebereich',
    ]);
  });

  it('give every main screen its chapter', () => {
    expect(chapterOfPath('/menu')).toBe('startseite');
    expect(chapterOfPath('/processList')).toBe('prozesse');
    expect(chapterOfPath('/modelEdit/0b6c4c1e-1a2b-4c3d-9e8f-001122334455')).toBe('prozesse');
    expect(chapterOfPath('/questions/manageQuestions')).toBe('fragen');
    expect(chapterOfPath('/surveys')).toBe('umfragen');
    expect(chapterOfPath('/surveys/processSurvey')).toBe('umfragen');
    expect(chapterOfPath('/surveys/evaluation/abc')).toBe('auswertung');
    expect(chapterOfPath('/checklist/answerChecklist/7')).toBe('checklisten');
    expect(chapterOfPath('/management/users')).toBe('nutzerverwaltung');
    expect(chapterOfPath('/help')).toBe('hilfe');
  });

  it('links a section deeply, with the screen it came from', () => {
    expect(handbookHref('umfragen', '/surveys')).toBe('/help?tab=handbuch&section=umfragen&from=%2Fsurveys');
  });
});
