import { createError, type HttpError } from '@middy/util';
import { MSG } from '@prozesspuls/shared';
import type { DomainError, DomainErrorKind } from '../domain/errors.js';

/**
 * An expected failure with a German message, as middy's HTTP error handler wants it (middy's own
 * error class, which that handler reads): the JSON
 * body `{ msg }` travels as the error message so that @middy/http-error-handler answers it as
 * application/json. The domain throws DomainError (domain/errors.ts); the error middleware
 * turns it into this.
 */
export function apiError(statusCode: number, msg: string, extra?: Record<string, unknown>): HttpError {
  // Exposed even for 5xx (e.g. 501 'Noch nicht verfügbar'): the text is meant for the user.
  return createError(statusCode, JSON.stringify({ msg, ...extra }), { expose: true });
}

/**
 * The one place where a domain error kind becomes an HTTP status. The domain never knows these
 * numbers; the Record type makes a new kind fail the build until it is mapped here.
 */
export const HTTP_STATUS_OF: Readonly<Record<DomainErrorKind, number>> = {
  RuleViolation: 400,
  NotAuthenticated: 401,
  PermissionDenied: 403,
  NotFound: 404,
  Conflict: 409,
  Gone: 410,
  RateLimited: 429,
  UpstreamFailed: 502,
  TemporarilyUnavailable: 503,
};

/** The HTTP answer of a domain error: the status of its kind and `{ msg, ...extra }`. */
export const httpErrorOf = (error: DomainError) =>
  apiError(HTTP_STATUS_OF[error.kind], error.msg, error.extra);

/** Body used for anything unexpected: logged in full, answered without details. */
export const FALLBACK_ERROR_BODY = JSON.stringify({ msg: MSG.genericError });
