import httpErrorHandler from '@middy/http-error-handler';
import { logger } from '../adapters/logger.js';
import { FALLBACK_ERROR_BODY } from '../http/errors.js';

/** The HTTP error handler, used last: 4xx answer their German `msg`, anything else a logged 500. */
export function errors() {
  return httpErrorHandler({
    fallbackMessage: FALLBACK_ERROR_BODY,
    logger: (error: unknown) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) logger.error('request failed', { error: error as Error });
    },
  });
}
