import { fullNameOf } from '@prozesspuls/shared';

/** What a user's profile (or an invitation's typed names) holds. */
export interface Profile {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly iconColor: string;
}

/** The names every view of a user starts with (the user id doubles as `username`, as in the spec). */
export const profileView = (user: Profile) => ({
  userId: user.userId,
  username: user.userId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: fullNameOf(user),
  iconColor: user.iconColor,
});
