import { describe, expect, it } from 'vitest';
import { CATALOGUE_OPTIONS_EN, catalogueItem, STANDARD_CATALOGUE } from '../catalogue/index.js';
import { buildAutomaticSurvey } from './automaticSurvey.js';
import { localizedSurveyJson } from './localized.js';
import { questionElement } from './questionElement.js';
import type { SurveySchema } from './schema.js';

const schemaOf = (pages: SurveySchema['pages']): SurveySchema => ({
  title: 'Umfrage',
  deadlineDate: null,
  locale: 'de',
  pages,
});

describe('English wordings of the standard catalogue', () => {
  it('gives every standard question an English text of its own', () => {
    const missing = STANDARD_CATALOGUE.filter((item) => !item.textEn?.trim() || item.textEn === item.text);
    expect(missing.map((item) => item.id)).toEqual([]);
  });

  it('translates every answer option of the standard radio groups', () => {
    const options = STANDARD_CATALOGUE.flatMap((item) => item.answerOptions.map((option) => option.value));
    expect(options.length).toBeGreaterThan(0);
    expect(options.filter((option) => !CATALOGUE_OPTIONS_EN[option])).toEqual([]);
  });
});

describe('localizedSurveyJson', () => {
  it('shows a standard matrix question and its scale in English and keeps the German as default', () => {
    const item = catalogueItem('M1-ZB-01');
    if (!item) throw new Error('M1-ZB-01 fehlt');
    const [page] = localizedSurveyJson(schemaOf([{ name: 'P3', elements: [questionElement(item)] }])).pages;
    const matrix = page?.elements[0];
    expect(matrix).toMatchObject({
      name: 'M1-ZB-01',
      title: { default: item.text, en: 'All in all, I am satisfied with my work.' },
      rows: [
        { value: 'M1-ZB-01', text: { default: item.text, en: 'All in all, I am satisfied with my work.' } },
      ],
    });
    expect(matrix && 'columns' in matrix ? matrix.columns.map((c) => c.text) : []).toEqual([
      { default: 'Trifft überhaupt nicht zu', en: 'Does not apply at all' },
      { default: 'Trifft nicht zu', en: 'Does not apply' },
      { default: 'Trifft eher nicht zu', en: 'Rather does not apply' },
      { default: 'Trifft eher zu', en: 'Rather applies' },
      { default: 'Trifft zu', en: 'Applies' },
      { default: 'Trifft voll und ganz zu', en: 'Fully applies' },
    ]);
  });

  it('falls back to the German text where a question has no English wording', () => {
    const own = questionElement({ id: 'q1', text: 'Wie geht es Ihnen?', answerType: 'COMMENT' });
    const blank = questionElement({ id: 'q2', text: 'Alter', textEn: '  ', answerType: 'TEXT' });
    const [page] = localizedSurveyJson(
      schemaOf([{ name: 'NONE', title: 'Seite 1', elements: [own, blank] }]),
    ).pages;
    expect(page?.title).toEqual({ default: 'Seite 1', en: 'Seite 1' });
    expect(page?.elements.map((e) => ('title' in e ? e.title : null))).toEqual([
      { default: 'Wie geht es Ihnen?', en: 'Wie geht es Ihnen?' },
      { default: 'Alter', en: 'Alter' },
    ]);
  });

  it('uses an own question English wording and the English options and page titles of the module', () => {
    const own = questionElement({
      id: 'q1',
      text: 'Wie geht es Ihnen?',
      textEn: 'How are you?',
      answerType: 'RATING',
    });
    expect(
      localizedSurveyJson(schemaOf([{ name: 'NONE', elements: [own] }])).pages[0]?.elements[0],
    ).toMatchObject({
      title: { default: 'Wie geht es Ihnen?', en: 'How are you?' },
      minRateDescription: { en: 'Does not apply at all' },
      maxRateDescription: { en: 'Fully applies' },
    });
    const survey = buildAutomaticSurvey({
      mode: 'IWAK',
      module: 'Module_One',
      title: 'Bindung',
      deadlineDate: null,
      includePersonalQuestions: true,
    });
    const pages = localizedSurveyJson(survey).pages;
    expect(pages.find((p) => p.name === 'P8')?.title).toEqual({
      default: 'Angaben zur Person',
      en: 'Personal details',
    });
    const age = pages.flatMap((p) => p.elements).find((e) => e.name === 'M1-PD-01');
    expect(age && 'choices' in age ? age.choices[0] : null).toEqual({
      value: 'unter 30 Jahre',
      text: { default: 'unter 30 Jahre', en: 'under 30' },
    });
  });
});
