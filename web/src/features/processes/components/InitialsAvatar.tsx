import Avatar from '@mui/material/Avatar';
import Tooltip from '@mui/material/Tooltip';
import { initialsOf } from '@prozesspuls/shared/rules';

/** A user as the list shows them: initials by the one rule (only the id is known here), the id on hover. */
export function InitialsAvatar({ userId }: { readonly userId: string }) {
  return (
    <Tooltip title={userId}>
      <Avatar
        aria-label={userId}
        sx={{
          width: 30,
          height: 30,
          fontSize: 12,
          fontWeight: 600,
          bgcolor: 'secondary.main',
          color: 'common.white',
        }}
      >
        {initialsOf({ userId })}
      </Avatar>
    </Tooltip>
  );
}
