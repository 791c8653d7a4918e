import * as z from 'zod/mini';

/** POST /authenticate — form fields (application/x-www-form-urlencoded). */
export const loginRequest = z.object({
  userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export interface SessionTokens {
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
  /** Seconds until the access token expires. */
  readonly expiresIn: number;
}

export interface LoginResponse extends SessionTokens {
  /** The current client (tenant) id, >= 0. */
  readonly clientId: number;
  readonly userId: string;
}

/** POST /authenticate/refresh — renews the tokens of a session. */
/** Cognito's refresh tokens are ~1.8 KB (JWE); 8 KB leaves room and refuses absurd ones with 400. */
export const REFRESH_TOKEN_MAX = 8 * 1024;
export const refreshRequest = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(REFRESH_TOKEN_MAX)),
});
export type RefreshResponse = Omit<SessionTokens, 'refreshToken'> & { readonly refreshToken?: string };

/** POST /authenticate/resetPassword — JSON. */
export const resetPasswordRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
});

/** POST /authenticate/authToken — form fields. */
export const setPasswordRequest = z.object({
  authToken: z.string().check(z.minLength(16), z.maxLength(200)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** POST /authenticate/authToken/check — form field (checks a link without using it). */
export const checkAuthTokenRequest = z.object({
  authToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
