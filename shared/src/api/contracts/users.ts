import * as z from 'zod/mini';
import type { RoleRef } from './common.js';
import { hexColor, roleIds } from './fields.js';

/** A user's id, names and icon colour, as every user answer carries them. */
export interface UserProfile {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly iconColor: string;
}

/** GET /user/{id} */
export interface UserDetails extends UserProfile {
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
export const switchClientRequest = z.object({ clientId: z.coerce.number().check(z.int(), z.gte(0)) });
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

/** GET /user/releaseNotes */
export interface ReleaseNotesState {
  readonly version: string;
  readonly acknowledged: boolean;
  /** The version the user acknowledged last, or null: the dialog shows the changelog entries since. */
  readonly acknowledgedVersion: string | null;
}

/** PUT /user/releaseNotes */
export const acknowledgeReleaseNotesRequest = z.object({
  version: z.string().check(z.minLength(1), z.maxLength(20)),
});

/** GET /user item */
export interface ManagedUser extends UserProfile {
  readonly roles: readonly RoleRef[];
  /** False for the protected ids 'superuser' and 'admin'. */
  readonly roleEditable: boolean;
}

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** What an admin sets of a user alike when adding and when changing them. */
const editableUserFields = {
  firstName: personName,
  lastName: personName,
  iconColor: z.optional(hexColor),
  role: roleIds,
};

/** POST /user/add */
export const addUserRequest = z.object({
  userId: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(320)),
  ...editableUserFields,
});
export type AddUserRequest = z.infer<typeof addUserRequest>;

/** PUT /user — answers the user, or 0 when the e-mail belongs to another user. */
export const updateUserRequest = z.object({
  userId: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(320))),
  ...editableUserFields,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** POST /user/join — the token from the mailed invitation link `/join/{token}`. */
export const joinClientRequest = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** POST /user/join answer: the client the caller now belongs to. */
export interface JoinClientResponse {
  readonly clientId: number;
  readonly companyName: string;
}
