import { germanSurveyStrings } from 'survey-core/i18n/german';
import { describe, expect, it } from 'vitest';
import { applyGermanCorrections, GERMAN_SURVEY_CORRECTIONS } from './german-survey-strings';

/** The informal forms a participant must never read ('du', 'dich', 'dein…', 'euch'). */
const INFORMAL = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;

describe('German survey strings of the participation page', () => {
  it('address the participant with Sie only, after the corrections', () => {
    const strings: Record<string, string> = { ...germanSurveyStrings };
    applyGermanCorrections(strings);
    const informal = Object.entries(strings).filter(([, text]) => INFORMAL.test(text));
    expect(informal).toEqual([]);
  });

  it('correct only keys survey-core knows (a renamed key would silently stop applying)', () => {
    const unknown = Object.keys(GERMAN_SURVEY_CORRECTIONS).filter((key) => !(key in germanSurveyStrings));
    expect(unknown).toEqual([]);
  });

  it('replace the wrong "Wird hochgeladen" of page and data loading', () => {
    const strings: Record<string, string> = { ...germanSurveyStrings };
    applyGermanCorrections(strings);
    expect(strings.loadingPage).toBe('Wird geladen …');
    expect(strings.startSurveyText).toBe('Umfrage starten');
  });
});
