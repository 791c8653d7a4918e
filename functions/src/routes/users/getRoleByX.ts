import middy from '@middy/core';
import { hasPermission, type RoleCheck } from '@prozesspuls/shared';
import { z } from 'zod';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ x: z.string().min(1).max(64) });

/** Role check per user (seed 000 §7): does the caller hold permission {x} in the current client? */
export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('getRoleByX'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) => {
    const permission = event.input.path.x.toUpperCase();
    const answer: RoleCheck = { permission, granted: hasPermission(event.identity.permissions, permission) };
    return ok(answer);
  });
