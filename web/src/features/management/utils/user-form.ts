import type { AddUserRequest, ManagedUser, UpdateUserRequest } from '@prozesspuls/shared';
import { normalizeHexColor } from '@prozesspuls/shared/rules';
import type { ManagementKey } from '../locales/de';
import { randomHexColor } from './random-color';

export interface UserFormValues {
  /** The e-mail address; in edit mode a changed value is sent as `email`. */
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roleIds: readonly string[];
  /** '#RRGGBB' */
  readonly iconColor: string;
}

export type UserFormField = 'userId' | 'firstName' | 'lastName' | 'roleIds';
export type UserFormErrors = Partial<Record<UserFormField, ManagementKey>>;

/** The user's colour as '#RRGGBB', or undefined when the user has none (or an invalid one). */
export function avatarColorOf(iconColor: string | null | undefined): string | undefined {
  const hex = normalizeHexColor(iconColor);
  return hex ? `#${hex}` : undefined;
}

/**
 * The dialog's starting values: empty for a new user, the user's data when editing. The avatar
 * colour is random unless the user already has one.
 */
export function initialUserForm(user?: ManagedUser, random: () => number = Math.random): UserFormValues {
  if (!user)
    return { userId: '', firstName: '', lastName: '', roleIds: [], iconColor: randomHexColor(random) };
  return {
    userId: user.email || user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    roleIds: user.roles.map((role) => role.id),
    iconColor: avatarColorOf(user.iconColor) ?? randomHexColor(random),
  };
}

/**
 * User id, first and last name are required ('Muss ausgefüllt werden'), at least one
 * role ('Rolle muss angegeben werden'), several allowed. The defined e-mail rule is not applied.
 */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: { -readonly [K in UserFormField]?: ManagementKey } = {};
  if (!values.userId.trim()) errors.userId = 'validation.required';
  if (!values.firstName.trim()) errors.firstName = 'validation.required';
  if (!values.lastName.trim()) errors.lastName = 'validation.required';
  if (values.roleIds.length === 0) errors.roleIds = 'validation.roleRequired';
  return errors;
}

export function isUserFormValid(values: UserFormValues): boolean {
  return Object.keys(validateUserForm(values)).length === 0;
}

/** POST /user/add */
export function toAddUserRequest(values: UserFormValues): AddUserRequest {
  return {
    userId: values.userId.trim().toLowerCase(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    iconColor: values.iconColor,
    role: [...values.roleIds],
  };
}

/** PUT /user — `userId` names the user, `email` carries the (possibly changed) address; no fullName. */
export function toUpdateUserRequest(user: ManagedUser, values: UserFormValues): UpdateUserRequest {
  return {
    userId: user.userId,
    email: values.userId.trim().toLowerCase(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    iconColor: values.iconColor,
    role: [...values.roleIds],
  };
}

/** The roles of a user as the table shows them: titles joined by commas. */
export function joinRoleTitles(roles: readonly { readonly roleTitle: string }[]): string {
  return roles.map((role) => role.roleTitle).join(', ');
}
