import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { PermissionFlags } from '@prozesspuls/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { paths } from '@/config/paths';
import { NAVIGATION, type NavLinkEntry, visibleNavigation } from '../utils/navigation-model';
import { NAV_ICONS } from './nav-icons';

function NavItem({
  entry,
  nested,
  onNavigate,
}: {
  entry: NavLinkEntry;
  nested: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[entry.id];
  return (
    <ListItemButton
      component={NavLink}
      to={entry.to}
      // Start is the shell's index; without `end` it would look active on every page.
      end={entry.to === paths.menu}
      onClick={onNavigate}
      sx={{
        borderRadius: 1,
        mx: 1,
        mb: 0.25,
        pl: nested ? 2.5 : 2,
        '&.active': {
          bgcolor: 'action.selected',
          color: 'primary.dark',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
          '& .MuiListItemText-primary': { fontWeight: 600 },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(`nav.${entry.id}`)} />
    </ListItemButton>
  );
}

interface NavigationMenuProps {
  readonly permissions: PermissionFlags;
  /** Called after a link was chosen, e.g. to close the drawer on small screens. */
  readonly onNavigate?: () => void;
}

/** The drawer's links: Start, the groups this user may see, Hilfe. */
export function NavigationMenu({ permissions, onNavigate }: NavigationMenuProps) {
  const { t } = useTranslation();
  const entries = visibleNavigation(NAVIGATION, { permissions, specialEdition: SPECIAL_EDITION_ENABLED });
  return (
    <nav aria-label={t('nav.label')}>
      <List dense disablePadding sx={{ py: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavItem key={entry.id} entry={entry} nested={false} onNavigate={onNavigate} />
          ) : (
            <li key={entry.id}>
              <List
                dense
                disablePadding
                subheader={
                  <ListSubheader
                    disableSticky
                    sx={{
                      bgcolor: 'transparent',
                      lineHeight: 2.5,
                      mt: 1,
                      fontWeight: 600,
                      letterSpacing: '0.02em',
                    }}
                  >
                    {t(`nav.${entry.id}`)}
                  </ListSubheader>
                }
              >
                {entry.items.map((item) => (
                  <NavItem key={item.id} entry={item} nested onNavigate={onNavigate} />
                ))}
              </List>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}
