import type { ErrorBody } from '@prozesspuls/shared';
import { routeUrl } from '@/lib/api/call';
import { API_ROOT } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { refreshSession } from '@/lib/session/refresh-session';
import { sessionStore } from '@/lib/session/session-store';

async function post(uuid: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${await routeUrl('postBpmnByUuidReport', { uuid })}`, {
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

/**
 * POST /api/bpmn/{uuid}/report — the report as a PDF blob (headless Chromium, a few seconds).
 * 409 with REPORT_TEXTS.inEditMode while the caller edits. The shared client parses JSON only,
 * so this call reads the body as a blob itself (with the same one-time token refresh).
 */
export async function createReport(uuid: string): Promise<Blob> {
  let response = await post(uuid, sessionStore.get()?.accessToken);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (renewed) response = await post(uuid, renewed.accessToken);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as Partial<ErrorBody>;
      message = typeof body.msg === 'string' ? body.msg : undefined;
    } catch {
      message = undefined;
    }
    throw new ApiError(response.status, message);
  }
  return response.blob();
}
