import type { SurveySchema } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { subgroupChoices } from './subgroups';

const schema = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'html', name: 'intro', html: '<p>Hallo</p>' },
        {
          type: 'radiogroup',
          name: 'M1-PD-01',
          title: 'Zu welcher Altersgruppe gehören Sie?',
          choices: [
            { value: 'unter 30 Jahre', text: 'unter 30 Jahre' },
            { value: '30 bis 44 Jahre', text: '30 bis 44 Jahre' },
          ],
        },
        {
          type: 'radiogroup',
          name: 'team',
          title: 'Ihr Team',
          choices: [{ value: 'Vertrieb', text: 'Vertrieb' }],
        },
      ],
    },
    {
      name: 'p2',
      elements: [
        {
          type: 'radiogroup',
          name: 'M1-PD-04',
          title: 'Haben Sie Führungsverantwortung?',
          choices: [
            { value: 'ja', text: 'Ja' },
            { value: 'nein', text: 'Nein' },
          ],
        },
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
