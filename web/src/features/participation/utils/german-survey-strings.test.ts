import 'survey-core/i18n/german';
import { describe, expect, it } from 'vitest';
import {
  applyGermanCorrections,
  GERMAN_SURVEY_CORRECTIONS,
  germanSurveyStrings,
} from './german-survey-strings';

/** The library's German strings as shipped, before any correction is applied. */
const ORIGINAL = { ...germanSurveyStrings() };

/** The informal forms a participant must never read ('du', 'dich', 'dein…', 'euch'). */
const INFORMAL = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;

describe('German survey strings of the participation page', () => {
  it('needed correcting: the shipped strings say "du"', () => {
    expect(Object.values(ORIGINAL).some((text) => INFORMAL.test(text))).toBe(true);
  });

  it('address the participant with Sie only, after the corrections', () => {
    applyGermanCorrections();
    const informal = Object.entries(germanSurveyStrings() ?? {}).filter(([, text]) => INFORMAL.test(text));
    expect(informal).toEqual([]);
  });

  it('correct only keys survey-core knows (a renamed key would silently stop applying)', () => {
    const unknown = Object.keys(GERMAN_SURVEY_CORRECTIONS).filter((key) => !(key in ORIGINAL));
    expect(unknown).toEqual([]);
  });

  it('replace the wrong "Wird hochgeladen" of page and data loading', () => {
    applyGermanCorrections();
    const strings = germanSurveyStrings() ?? {};
    expect(strings.loadingPage).toBe('Wird geladen …');
    expect(strings.startSurveyText).toBe('Umfrage starten');
  });
});
