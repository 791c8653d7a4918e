import Avatar from '@mui/material/Avatar';
import { initialsOf, normalizeHexColor } from '@prozesspuls/shared/rules';

interface UserAvatarProps {
  readonly user: {
    readonly firstName: string;
    readonly lastName: string;
    readonly userId: string;
    readonly iconColor: string;
  };
  readonly size?: number;
}

/** The user's initials on the user's own icon colour. */
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  const color = normalizeHexColor(user.iconColor);
  return (
    <Avatar
      aria-hidden
      sx={(theme) => {
        const background = color ? `#${color}` : theme.palette.grey[500];
        return {
          width: size,
          height: size,
          fontSize: size * 0.42,
          fontWeight: 600,
          bgcolor: background,
          color: theme.palette.getContrastText(background),
        };
      }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
