import { ApiError } from '@/lib/api-error';
import { PARTICIPATION_TEXT } from '../texts';

export interface ParticipationNotice {
  readonly title: string;
  readonly text: string;
}

/**
 * What the page says when the server refuses a link: unknown (404), ended (410, or 403 for a
 * survey no longer open), already answered (409); anything else is a load failure. The server's
 * German message is shown where it sent one — except for a malformed link (400), whose message is
 * the request validation's ('mindestens 20 Zeichen') and means nothing to a participant.
 */
export function noticeFor(error: unknown): ParticipationNotice {
  const status = error instanceof ApiError ? error.status : 0;
  const serverText = error instanceof ApiError ? error.serverMessage : undefined;
  if (status === 400) return { title: PARTICIPATION_TEXT.unknownTitle, text: PARTICIPATION_TEXT.unknownText };
  if (status === 404) {
    return { title: PARTICIPATION_TEXT.unknownTitle, text: serverText ?? PARTICIPATION_TEXT.unknownText };
  }
  if (status === 410 || status === 403) {
    return { title: PARTICIPATION_TEXT.endedTitle, text: serverText ?? PARTICIPATION_TEXT.endedText };
  }
  if (status === 409) {
    return { title: PARTICIPATION_TEXT.answeredTitle, text: serverText ?? PARTICIPATION_TEXT.answeredText };
  }
  return { title: PARTICIPATION_TEXT.failedTitle, text: PARTICIPATION_TEXT.failedText };
}
