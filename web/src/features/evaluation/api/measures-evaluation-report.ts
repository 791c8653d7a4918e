import type { ErrorBody } from '@prozesspuls/shared';
import { routeUrl } from '@/lib/api/call';
import { API_ROOT } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { refreshSession } from '@/lib/session/refresh-session';
import { sessionStore } from '@/lib/session/session-store';

async function post(surveyId: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${await routeUrl('postPxEvaluationBySurveyIdReport', { surveyId })}`, {
      method: 'POST',
      headers: {
        Accept: 'application/pdf, application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0);
  }
}

async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/px/evaluation/{surveyId}/report — the evaluation (scores, trends, measures) as a PDF
 * blob. The shared client parses JSON only, so this call reads the body itself (with the same
 * one-time token renewal).
 */
export async function createEvaluationReport(surveyId: string): Promise<Blob> {
  let response = await post(surveyId, sessionStore.get()?.accessToken);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (renewed) response = await post(surveyId, renewed.accessToken);
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return response.blob();
}
