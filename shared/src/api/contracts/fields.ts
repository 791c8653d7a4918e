import * as z from 'zod';

/** Fields several areas validate alike. */
export const hexColor = z
  .string()
  .max(7)
  .regex(/^#?[0-9a-fA-F]{6}$/);
// At most 40 roles per user: a role change is one transaction (old and new roles' counters plus
// the membership), and DynamoDB allows 100 items per transaction.
export const roleIds = z
  .array(z.string().min(1).max(64))
  .min(1)
  .max(40)
  .transform((ids) => [...new Set(ids)]);
