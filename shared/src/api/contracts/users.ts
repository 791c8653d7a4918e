import * as z from 'zod';
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

/** GET /user/releaseNotes */
export interface ReleaseNotesState {
  readonly version: string;
  readonly acknowledged: boolean;
  /** The version the user acknowledged last, or null: the dialog shows the changelog entries since. */
  readonly acknowledgedVersion: string | null;
}

/** PUT /user/releaseNotes */
export const acknowledgeReleaseNotesRequest = z.object({ version: z.string().min(1).max(20) });

/** GET /user item */
export interface ManagedUser extends UserProfile {
  readonly roles: readonly RoleRef[];
  /** False for the protected ids 'superuser' and 'admin'. */
  readonly roleEditable: boolean;
}

/** POST /user/add */
export const addUserRequest = z.object({
  userId: z.string().trim().toLowerCase().email().max(320),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  iconColor: hexColor.optional(),
  role: roleIds,
});
export type AddUserRequest = z.infer<typeof addUserRequest>;

/** PUT /user — answers the user, or 0 when the e-mail belongs to another user. */
export const updateUserRequest = z.object({
  userId: z.string().trim().toLowerCase().min(1).max(320),
  email: z.string().trim().toLowerCase().max(320).optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  iconColor: hexColor.optional(),
  role: roleIds,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** POST /user/join — the token from the mailed invitation link `/join/{token}`. */
export const joinClientRequest = z.object({ token: z.string().trim().min(1).max(200) });

/** POST /user/join answer: the client the caller now belongs to. */
export interface JoinClientResponse {
  readonly clientId: number;
  readonly companyName: string;
}
