/** The product segment of integration URLs: `{externalURL}/{product}/survey`. */
export const PRODUCT = 'prozesspuls';
/** Header that marks ProzessPuls as the requester at the external system. */
export const REQUESTER_HEADER = 'X-Requested-By';
export const INTEGRATION_TIMEOUT_MS = 5000;

export interface IntegrationCallResult {
  readonly ok: boolean;
  readonly status: number | null;
  readonly durationMs: number;
  readonly error?: string;
}

/** POSTs a survey to the client's external workflow system; never throws, always reports. */
export async function postSurvey(externalURL: string, payload: unknown): Promise<IntegrationCallResult> {
  const url = `${externalURL.replace(/\/+$/, '')}/${PRODUCT}/survey`;
  const started = Date.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REQUESTER_HEADER]: 'ProzessPuls' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(INTEGRATION_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    return { ok: response.ok, status: response.status, durationMs: Date.now() - started };
  } catch (error) {
    const reason =
      error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message) : 'unknown';
    return { ok: false, status: null, durationMs: Date.now() - started, error: reason };
  }
}
