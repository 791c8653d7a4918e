import type { SendSurveyRequest, SendSurveyResponse } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/** POST /api/px/survey/send: one chunk of recipients (idempotent per recipient and round). */
export function sendSurvey(body: SendSurveyRequest): Promise<SendSurveyResponse> {
  return api('postPxSurveySend', { body });
}
