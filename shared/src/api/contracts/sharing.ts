import * as z from 'zod/mini';

/** POST /bpmn/{uuid}/shared-user */
export const shareModelRequest = z.object({
  userId: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
});

/** The share link of a model as the share dialog shows it (only to those who may edit the model). */
export interface ShareLinkState {
  readonly exists: boolean;
  /** The secret token to build and copy the link; null without a link (or for a link made before link addresses were stored). */
  readonly token: string | null;
  readonly clientId: number;
  readonly createdAt: string | null;
  readonly expiresAt: string | null;
}

/** `{token}` of the share routes: 32 random bytes, base64url without padding. */
export const shareTokenPath = z.object({
  token: z.string().check(z.maxLength(43), z.regex(/^[A-Za-z0-9_-]{43}$/)),
});
