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

/** The messages of a text field; a message left out is zod's German default. */
export interface TextMessages {
  /** The text is empty or only blanks. */
  readonly required: string;
  /** The text is longer than allowed. */
  readonly tooLong?: string;
  /** The value is missing or not a string. */
  readonly absent?: string;
}

/** A text the user must fill in: trimmed, then at least one and at most `max` characters. */
export const requiredText = (max: number, { required, tooLong, absent }: TextMessages) =>
  z.string(absent).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** The messages of an upload's size; a message left out is zod's German default. */
export interface UploadSizeMessages {
  /** The file is empty. */
  readonly empty: string;
  readonly tooLarge: string;
  /** The size is missing or not a number. */
  readonly absent?: string;
}

/** The size in bytes of a file about to be uploaded: a whole number from 1 to `maxBytes`. */
export const uploadSize = (maxBytes: number, { empty, tooLarge, absent }: UploadSizeMessages) =>
  z.number(absent).check(z.int(), z.gte(1, empty), z.lte(maxBytes, tooLarge));
