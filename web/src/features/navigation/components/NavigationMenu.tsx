import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { PermissionFlags } from '@prozesspuls/shared';
import { NavLink } from 'react-router';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { t } from '@/lib/i18n';
import {
  matchesExactly,
  NAVIGATION,
  type NavId,
  type NavLinkEntry,
  visibleNavigation,
} from '../utils/navigation-model';
import { NAV_ICONS } from './nav-icons';

/** Counts shown beside entries, e.g. the open questions beside 'Meine Fragen'. */
export type NavCounts = Readonly<Partial<Record<NavId, number>>>;

function NavItem({
  entry,
  nested,
  onNavigate,
  count,
}: {
  entry: NavLinkEntry;
  nested: boolean;
  onNavigate?: () => void;
  count?: number | undefined;
}) {
  const Icon = NAV_ICONS[entry.id];
  // Each link in its own list item: a list holds only items (WCAG 1.3.1).
  return (
    <li>
      <ListItemButton
        component={NavLink}
        to={entry.to}
        end={matchesExactly(entry.to)}
        onClick={onNavigate}
        sx={{
          borderRadius: 1,
          mx: 1,
          mb: 0.25,
          pl: nested ? 2.5 : 2,
          // The label of the current page stays in the dark text colour: the client colour reaches
          // 4.5:1 on the page, not on the darker selected background.
          '&.active': {
            bgcolor: 'action.selected',
            '& .MuiListItemIcon-root': { color: 'primaryText' },
            '& .MuiListItemText-primary': { fontWeight: 600 },
          },
        }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(`nav.${entry.id}`)} />
        {count !== undefined && count > 0 && (
          <Chip
            size="small"
            color="primary"
            label={count}
            aria-label={t('nav.myQuestionsCount', { count })}
            data-testid={`nav-count-${entry.id}`}
          />
        )}
      </ListItemButton>
    </li>
  );
}

interface NavigationMenuProps {
  readonly permissions: PermissionFlags;
  /** Called after a link was chosen, e.g. to close the drawer on small screens. */
  readonly onNavigate?: () => void;
  readonly counts?: NavCounts;
}

/** The drawer's links: Start, the groups this user may see, Hilfe. */
export function NavigationMenu({ permissions, onNavigate, counts = {} }: NavigationMenuProps) {
  const entries = visibleNavigation(NAVIGATION, { permissions, specialEdition: SPECIAL_EDITION_ENABLED });
  return (
    <nav aria-label={t('nav.label')}>
      <List dense disablePadding sx={{ py: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavItem
              key={entry.id}
              entry={entry}
              nested={false}
              onNavigate={onNavigate}
              count={counts[entry.id]}
            />
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
