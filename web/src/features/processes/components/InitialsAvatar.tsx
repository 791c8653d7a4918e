import Avatar from '@mui/material/Avatar';
import Tooltip from '@mui/material/Tooltip';
import { ownerInitials } from '../utils/format';

/** A user as the list shows them: the first two characters of the id, the id on hover. */
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
        {ownerInitials(userId)}
      </Avatar>
    </Tooltip>
  );
}
