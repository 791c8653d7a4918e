import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserNotification } from '@prozesspuls/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { href, paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { nt } from '../i18n';
import { notificationLines } from '../utils/notification-text';

/**
 * The notification area: a bell with the unread count; its list shows each release
 * decision on the user's requests (state, reviewer, date, reason) with a link to the model. Opening
 * the model or 'Als gelesen markieren' marks it read.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notifications.data?.unread ?? 0;
  const label = unread > 0 ? nt('bellUnread', { count: unread }) : nt('bell');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
        >
          {/* Without unread ones no badge at all: a hidden '0' would still count as the button's text (WCAG 2.5.3). */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': nt('title'), sx: { width: 400, maxHeight: 520 } },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {nt('title')}
          </Typography>
        </Box>
        {notifications.isPending && <LinearProgress aria-label={nt('loading')} />}
        {notifications.isError && (
          <Box sx={{ px: 2, pb: 2 }}>
            <QueryErrorAlert error={notifications.error} onRetry={() => void notifications.refetch()} />
          </Box>
        )}
        {markRead.isError && (
          <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
            {nt('markFailed')}
          </Alert>
        )}
        {notifications.data && notifications.data.items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {nt('empty')}
          </Typography>
        )}
        {notifications.data && notifications.data.items.length > 0 && (
          <List dense disablePadding aria-label={nt('title')}>
            {notifications.data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={markRead.isPending}
                onRead={() => markRead.mutate(notification.id)}
                onOpen={() => {
                  if (!notification.read) markRead.mutate(notification.id);
                  setAnchor(null);
                }}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

function NotificationItem({
  notification,
  busy,
  onRead,
  onOpen,
}: {
  readonly notification: UserNotification;
  readonly busy: boolean;
  readonly onRead: () => void;
  readonly onOpen: () => void;
}) {
  const lines = notificationLines(notification);
  return (
    <ListItem
      divider
      aria-label={lines.title}
      sx={{ display: 'block', bgcolor: notification.read ? undefined : 'action.hover', py: 1.25 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {lines.title}
        </Typography>
        {!notification.read && <Chip size="small" color="primary" label={nt('unread')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {lines.decidedBy}
      </Typography>
      {lines.comment && <Typography variant="body2">{lines.comment}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button
          size="small"
          component={RouterLink}
          to={href(paths.modelEdit, { uuid: notification.uuid })}
          onClick={onOpen}
        >
          {nt('open')}
        </Button>
        {!notification.read && (
          <Button size="small" onClick={onRead} disabled={busy}>
            {nt('markRead')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
