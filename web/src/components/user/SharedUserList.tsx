import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PersonOutline from '@mui/icons-material/PersonOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@prozesspuls/shared';
import { userLabel } from '@/lib/users';

interface SharedUserListProps {
  readonly label: string;
  readonly userIds: readonly string[];
  readonly users: readonly ManagedUser[];
  readonly emptyText: string;
  readonly removeLabel: (user: string) => string;
  readonly onRemove: (userId: string) => void;
  readonly disabled?: boolean;
}

/** Who something is shared with, each with a button that withdraws the share. */
export function SharedUserList({
  label,
  userIds,
  users,
  emptyText,
  removeLabel,
  onRemove,
  disabled,
}: SharedUserListProps) {
  return (
    <section aria-label={label}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {userIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {userIds.map((userId) => {
            const text = userLabel(userId, users);
            return (
              <ListItem
                key={userId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={removeLabel(text)}
                    onClick={() => onRemove(userId)}
                    disabled={disabled}
                  >
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <PersonOutline fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={text} />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
