import type { SurveySchema } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { subgroupChoices } from './subgroups';

/** A single-choice question as the survey editor writes it: each option's stored value and shown text. */
function radiogroup(name: string, title: string, options: readonly (readonly [string, string])[]) {
  return { type: 'radiogroup', name, title, choices: options.map(([value, text]) => ({ value, text })) };
}

const schema = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'html', name: 'intro', html: '<p>Hallo</p>' },
        radiogroup('M1-PD-01', 'Zu welcher Altersgruppe gehören Sie?', [
          ['unter 30 Jahre', 'unter 30 Jahre'],
          ['30 bis 44 Jahre', '30 bis 44 Jahre'],
        ]),
        radiogroup('team', 'Ihr Team', [['Vertrieb', 'Vertrieb']]),
      ],
    },
    {
      name: 'p2',
      elements: [
        radiogroup('M1-PD-04', 'Haben Sie Führungsverantwortung?', [
          ['ja', 'Ja'],
          ['nein', 'Nein'],
        ]),
      ],
    },
  ],
} as unknown as SurveySchema;

describe('subgroupChoices', () => {
  it('offers every option of the evaluated personal questions in survey order, and no other radio group', () => {
    expect(subgroupChoices(schema, ['M1-PD-04', 'M1-PD-01'])).toEqual([
      {
        personalQuestionId: 'M1-PD-01',
        questionText: 'Zu welcher Altersgruppe gehören Sie?',
        option: 'unter 30 Jahre',
        optionText: 'unter 30 Jahre',
      },
      {
        personalQuestionId: 'M1-PD-01',
        questionText: 'Zu welcher Altersgruppe gehören Sie?',
        option: '30 bis 44 Jahre',
        optionText: '30 bis 44 Jahre',
      },
      {
        personalQuestionId: 'M1-PD-04',
        questionText: 'Haben Sie Führungsverantwortung?',
        option: 'ja',
        optionText: 'Ja',
      },
      {
        personalQuestionId: 'M1-PD-04',
        questionText: 'Haben Sie Führungsverantwortung?',
        option: 'nein',
        optionText: 'Nein',
      },
    ]);
  });

  it('offers nothing when the evaluation counts no personal question', () => {
    expect(subgroupChoices(schema, [])).toEqual([]);
  });
});
