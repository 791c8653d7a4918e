import { MSG } from '@prozesspuls/shared';
import createHttpError from 'http-errors';

/**
 * An expected failure with a German message. The JSON body `{ msg }` travels as the error
 * message so that @middy/http-error-handler answers it as application/json.
 */
export function apiError(
  statusCode: number,
  msg: string,
  extra?: Record<string, unknown>,
): createHttpError.HttpError {
  // Exposed even for 5xx (e.g. 501 'Noch nicht verfügbar'): the text is meant for the user.
  return createHttpError(statusCode, JSON.stringify({ msg, ...extra }), { expose: true });
}

export const badRequest = (msg: string = MSG.invalidRequest, extra?: Record<string, unknown>) =>
  apiError(400, msg, extra);
export const unauthorized = (msg: string = MSG.unauthenticated) => apiError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => apiError(403, msg);
export const notFound = (msg: string = MSG.notFound) => apiError(404, msg);
export const conflict = (msg: string) => apiError(409, msg);
export const tooManyRequests = (msg: string) => apiError(429, msg);

/** Body used for anything unexpected: logged in full, answered without details. */
export const FALLBACK_ERROR_BODY = JSON.stringify({ msg: MSG.genericError });
