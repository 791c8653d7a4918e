import type { MiddlewareObj } from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import { MSG } from '@prozesspuls/shared';
import { logger } from '../adapters/logger.js';
import { DomainError } from '../domain/errors.js';
import { FALLBACK_ERROR_BODY, httpErrorOf } from '../http/errors.js';

type HttpLikeError = { statusCode?: number; message?: string; expose?: boolean };

/**
 * The HTTP error handler, used last: domain errors and 4xx answer their German `msg`, anything
 * else a logged 500. Errors raised by middy's own parsers carry English text; they become a
 * German JSON body.
 */
export function errors(): MiddlewareObj {
  const handler = httpErrorHandler({
    fallbackMessage: FALLBACK_ERROR_BODY,
    logger: (error: unknown) => {
      const status = (error as HttpLikeError).statusCode ?? 500;
      if (status >= 500) logger.error('request failed', { error: error as Error });
    },
  });
  return {
    onError: async (request) => {
      if (request.error instanceof DomainError) request.error = httpErrorOf(request.error);
      const error = request.error as HttpLikeError | null;
      const status = error?.statusCode ?? 500;
      if (error && status < 500 && !error.message?.trimStart().startsWith('{')) {
        error.message = JSON.stringify({ msg: MSG.invalidRequest });
      }
      await handler.onError?.(request);
    },
  };
}
