import Avatar from '@mui/material/Avatar';
import { initialsOf, normalizeHexColor, readableTextColor } from '@prozesspuls/shared/rules';

interface UserAvatarProps {
  readonly user: {
    readonly firstName: string;
    readonly lastName: string;
    readonly userId: string;
    readonly iconColor: string;
  };
  readonly size?: number;
}

/** Grey for a user without an icon colour. */
const NO_COLOR = '9E9E9E';

/**
 * The user's initials in white on the user's own icon colour, darkened where needed so the
 * initials read at 4.5:1 (WCAG 1.4.3; light icon colours are common).
 */
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  const background = `#${readableTextColor(normalizeHexColor(user.iconColor) ?? NO_COLOR, 'FFFFFF')}`;
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: background,
        color: '#FFFFFF',
      }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
