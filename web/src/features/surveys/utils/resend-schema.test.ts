import type { SurveySchema } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { regenerateSchema, startPageHtmlOf } from './resend-schema';

const questions = {
  name: 'P1',
  title: 'Rolle',
  elements: [{ type: 'comment' as const, name: 'q1', title: 'Was fehlt?' }],
};
const schema: SurveySchema = {
  title: 'Bindung',
  deadlineDate: 1,
  locale: 'de',
  pages: [
    { name: 'titlePage', elements: [{ type: 'html', name: 'titlePage', html: '<p>Alte Startseite</p>' }] },
    questions,
  ],
};

describe('resend schema', () => {
  it('reads the start page of the stored survey', () => {
    expect(startPageHtmlOf(schema)).toBe('<p>Alte Startseite</p>');
    expect(startPageHtmlOf({ ...schema, pages: [questions] })).toBe('');
  });

  it('keeps the question pages and takes title, deadline and start page from the screen', () => {
    const next = regenerateSchema(schema, {
      title: ' Bindung Runde 2 ',
      deadlineDate: null,
      startPageHtml: '<p>Neue Startseite für Runde 2</p>',
    });
    expect(next.title).toBe('Bindung Runde 2');
    expect(next.deadlineDate).toBeNull();
    expect(startPageHtmlOf(next)).toBe('<p>Neue Startseite für Runde 2</p>');
    expect(next.pages.slice(1)).toEqual([questions]);
  });
});
