import { MSG } from '@prozesspuls/shared';

/**
 * An expected failure of a domain rule: a status (HTTP-compatible numbers, so that every
 * transport maps it the same way) and a German message meant for the user. The domain throws
 * these without knowing about HTTP; the HTTP error middleware answers them as JSON
 * `{ msg, ...extra }`, a workflow task can read `status` and `msg` directly.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(msg);
    this.name = 'DomainError';
  }
}

export const domainError = (status: number, msg: string, extra?: Record<string, unknown>) =>
  new DomainError(status, msg, extra);

export const badRequest = (msg: string = MSG.invalidRequest, extra?: Record<string, unknown>) =>
  domainError(400, msg, extra);
export const unauthorized = (msg: string = MSG.unauthenticated) => domainError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => domainError(403, msg);
export const notFound = (msg: string = MSG.notFound) => domainError(404, msg);
export const conflict = (msg: string) => domainError(409, msg);
export const tooManyRequests = (msg: string) => domainError(429, msg);
/** The work could not be done now (e.g. the records kept changing); the caller may retry. */
export const unavailable = (msg: string = MSG.genericError) => domainError(503, msg);
/** The resource existed but is over for good (an ended survey's participation link). */
export const gone = (msg: string) => domainError(410, msg);
