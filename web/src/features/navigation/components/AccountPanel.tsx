import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@prozesspuls/shared';
import { UserAvatar } from '@/components/user/UserAvatar';
import { t } from '@/lib/i18n';

interface AccountPanelProps {
  readonly user: UserDetails;
  readonly onLogout: () => void;
  /** Art. 15/20 DSGVO: downloads everything the product holds about the user. */
  readonly onDownloadData: () => void;
  readonly downloadingData: boolean;
  /** Why the last download failed (German, from the server), if it did. */
  readonly downloadError?: string | undefined;
}

/** Foot of the drawer: who is signed in (initials and full name), the own data and Logout. */
export function AccountPanel({
  user,
  onLogout,
  onDownloadData,
  downloadingData,
  downloadError,
}: AccountPanelProps) {
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
      <ListItemButton
        onClick={onDownloadData}
        disabled={downloadingData}
        sx={{ borderRadius: 1 }}
        data-testid="download-my-data"
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <DownloadOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={downloadingData ? t('nav.downloadingMyData') : t('nav.downloadMyData')} />
      </ListItemButton>
      {downloadError && (
        <Typography variant="caption" color="error" component="p" role="alert" sx={{ px: 1.5 }}>
          {downloadError}
        </Typography>
      )}
      <ListItemButton onClick={onLogout} sx={{ borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('nav.logout')} />
      </ListItemButton>
    </Box>
  );
}
