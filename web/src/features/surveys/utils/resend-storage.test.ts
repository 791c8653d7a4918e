import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/session/session';
import {
  clearResendSurvey,
  RESEND_STORAGE_KEY,
  readResendSurvey,
  type StoredResendSurvey,
  storeResendSurvey,
} from './resend-storage';

const survey: StoredResendSurvey = {
  id: 's1',
  title: 'Bindung 2026',
  module: 'Module_One',
  deadlineDate: null,
  description: '<p>Start</p>',
  surveySchema: {
    title: 'Bindung 2026',
    deadlineDate: null,
    locale: 'de',
    pages: [{ name: 'p1', elements: [{ type: 'comment', name: 'q1', title: 'Was fehlt?' }] }],
  },
};

describe('resend storage', () => {
  it('keeps the survey across a reload of the resend screen', () => {
    const storage = memoryStorage();
    storeResendSurvey(storage, survey);
    expect(readResendSurvey(storage)).toEqual(survey);
    clearResendSurvey(storage);
    expect(readResendSurvey(storage)).toBeNull();
  });

  it('refuses text that is not a kept survey', () => {
    const storage = memoryStorage();
    storage.setItem(RESEND_STORAGE_KEY, '{"id":1}');
    expect(readResendSurvey(storage)).toBeNull();
    storage.setItem(RESEND_STORAGE_KEY, 'not json');
    expect(readResendSurvey(storage)).toBeNull();
  });
});
