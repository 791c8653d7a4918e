import * as z from 'zod/mini';

/** Fields several areas validate alike. */
export const hexColor = z.string().check(z.maxLength(7), z.regex(/^#?[0-9a-fA-F]{6}$/));
// At most 40 roles per user: a role change is one transaction (old and new roles' counters plus
// the membership), and DynamoDB allows 100 items per transaction.
export const roleIds = z.pipe(
  z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(40)),
  z.transform((ids) => [...new Set(ids)]),
);

/**
 * Rejects the value a transform received with a message of our own. `zod/mini` transforms get the
 * bare parse payload (no `addIssue`), so the issue is recorded as classic zod's `addIssue` did: a
 * custom issue carrying the rejected input. The transform then returns `z.NEVER`.
 */
export function rejectInTransform(payload: z.core.ParsePayload, message: string): void {
  payload.issues.push({ code: 'custom', message, input: payload.value });
}
