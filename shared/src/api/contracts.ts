import { z } from 'zod';

/** Every error answer of the API: a German `msg` shown to the user where one sees it. */
export interface ErrorBody {
  readonly msg: string;
}

/** POST /authenticate — form fields (application/x-www-form-urlencoded). */
export const loginRequest = z.object({
  userName: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(256),
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
  /** The current client (tenant) id, >= 0 (seed 000 §4). */
  readonly clientId: number;
  readonly userId: string;
}

/** POST /authenticate/refresh — renews the tokens of a session. */
/** Cognito's refresh tokens are ~1.8 KB (JWE); 8 KB leaves room and refuses absurd ones with 400. */
export const REFRESH_TOKEN_MAX = 8 * 1024;
export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(REFRESH_TOKEN_MAX) });
export type RefreshResponse = Omit<SessionTokens, 'refreshToken'> & { readonly refreshToken?: string };

/** POST /authenticate/resetPassword — JSON. */
export const resetPasswordRequest = z.object({ email: z.string().trim().min(1).max(320) });

/** POST /authenticate/authToken — form fields. */
export const setPasswordRequest = z.object({
  authToken: z.string().min(16).max(200),
  password: z.string().min(1).max(256),
});

/** POST /authenticate/authToken/check — form field (checks a link without using it). */
export const checkAuthTokenRequest = z.object({ authToken: z.string().min(1).max(200) });

export interface OkResponse {
  readonly ok: true;
}

export interface RoleRef {
  readonly id: string;
  readonly roleTitle: string;
}

/** GET /user/{id} */
export interface UserDetails {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly iconColor: string;
  readonly currentClientId: number;
  /** Roles in the current client. */
  readonly roles: readonly RoleRef[];
  /** Effective flags in the current client (union of the roles). */
  readonly permissions: Readonly<Record<string, boolean>>;
  /** Platform superuser (a flag on the user record set only by the seed), in every client. */
  readonly isSuperuser: boolean;
}

/** GET /user/clients item */
export interface ClientSummary {
  readonly id: number;
  readonly companyName: string;
}

/** POST /user/client */
export const switchClientRequest = z.object({ clientId: z.coerce.number().int().min(0) });
export interface SwitchClientResponse {
  readonly clientId: number;
}

/** GET /user/roles item and GET /role item */
export interface RoleDetails extends RoleRef {
  readonly permissions: Readonly<Record<string, boolean>>;
}

/** GET /role/{x} */
export interface RoleCheck {
  readonly permission: string;
  readonly granted: boolean;
}

/** GET /client/color — hex without '#'. */
export interface ClientColor {
  readonly color: string;
}

/** GET /client/icon — the logo as data URL, or null. */
export interface ClientIcon {
  readonly imageUrl: string | null;
}

/** The version of the release notes the app shows until a user acknowledges it. */
export const RELEASE_NOTES_VERSION = '4.2.7';

/** GET /user/releaseNotes */
export interface ReleaseNotesState {
  readonly version: string;
  readonly acknowledged: boolean;
}

/** PUT /user/releaseNotes */
export const acknowledgeReleaseNotesRequest = z.object({ version: z.string().min(1).max(20) });
