import { z } from 'zod';

/** POST /bpmn/{uuid}/shared-user */
export const shareModelRequest = z.object({ userId: z.string().trim().toLowerCase().min(1).max(320) });
