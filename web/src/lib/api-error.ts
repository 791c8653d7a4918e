/**
 * A failed API call. `serverMessage` is the German `msg` of the error body when the server sent
 * one; screens show it where the spec says so and fall back to their own text otherwise.
 * Status 0 means the request never got an answer (offline, DNS, aborted).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The error body's other fields (e.g. `repairable` of a refused import), for the caller to act on. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, serverMessage?: string, details: Readonly<Record<string, unknown>> = {}) {
    super(serverMessage ?? (status === 0 ? 'Network request failed' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

/** The server's German message of a failed call, else the given fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Client errors will not heal by asking again; only network and server failures are retried. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}
