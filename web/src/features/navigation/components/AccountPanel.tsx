import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@prozesspuls/shared';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user/UserAvatar';

interface AccountPanelProps {
  readonly user: UserDetails;
  readonly onLogout: () => void;
}

/** Foot of the drawer: who is signed in (initials and full name) and Logout. */
export function AccountPanel({ user, onLogout }: AccountPanelProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.5 }}>
        <UserAvatar user={user} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="user-full-name">
            {user.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email || user.userId}
          </Typography>
        </Box>
      </Box>
      <ListItemButton onClick={onLogout} sx={{ borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('nav.logout')} />
      </ListItemButton>
    </Box>
  );
}
