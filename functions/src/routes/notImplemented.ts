import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MSG } from '@prozesspuls/shared';
import { verifyAccessToken } from '../adapters/tokenVerifier.js';
import { errors } from '../middleware/errors.js';
import { apiError, unauthorized } from '../http/errors.js';
import type { ApiResult } from '../http/responses.js';

/**
 * Every route whose issue has not landed yet: a signed-in caller gets an honest 501, anyone
 * else the same 401 as on a real route.
 */
export const handler = middy<APIGatewayProxyEventV2, ApiResult>()
  .use(errors())
  .handler(async (event) => {
    const header = event.headers?.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    await verifyAccessToken(token).catch(() => {
      throw unauthorized();
    });
    throw apiError(501, MSG.notYetAvailable);
  });
