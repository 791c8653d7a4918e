import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { PARTICIPATION_TEXT } from '../texts';
import { noticeFor } from './load-outcome';

describe('noticeFor (participation page refusals)', () => {
  it('calls an unknown link unknown, with the server message when it sent one', () => {
    expect(noticeFor(new ApiError(404)).title).toBe(PARTICIPATION_TEXT.unknownTitle);
    expect(noticeFor(new ApiError(404, 'Link unbekannt')).text).toBe('Link unbekannt');
  });

  it('calls a malformed link invalid and says what to do, never showing the validation text', () => {
    const notice = noticeFor(new ApiError(400, 'Bitte geben Sie mindestens 20 Zeichen ein.'));
    expect(notice).toEqual({ title: 'Dieser Link ist ungültig.', text: PARTICIPATION_TEXT.unknownText });
    expect(notice.text).toContain('E-Mail');
  });

  it('says an ended survey has ended', () => {
    expect(noticeFor(new ApiError(410)).title).toBe(PARTICIPATION_TEXT.endedTitle);
  });

  it('says a used link was answered already', () => {
    expect(noticeFor(new ApiError(409)).title).toBe(PARTICIPATION_TEXT.answeredTitle);
  });

  it('treats network and server failures as a load failure, never as an unknown link', () => {
    expect(noticeFor(new ApiError(0)).title).toBe(PARTICIPATION_TEXT.failedTitle);
    expect(noticeFor(new ApiError(500, 'intern')).text).toBe(PARTICIPATION_TEXT.failedText);
  });
});
