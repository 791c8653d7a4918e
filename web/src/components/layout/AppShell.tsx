import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '@/lib/i18n';
import { LegalLinks } from './LegalLinks';

const DRAWER_WIDTH = 272;

interface AppShellProps {
  /** Client logo or product mark at the top of the drawer (and in the app bar on small screens). */
  readonly brand: ReactNode;
  readonly navigation: ReactNode;
  /** Signed-in user and Logout, at the foot of the drawer. */
  readonly account: ReactNode;
  readonly children: ReactNode;
  /**
   * A working screen (the modeller): the drawer folds away to a slim rail (its menu button opens
   * it over the page) and the page takes the whole width and height of the window.
   */
  readonly workspace?: boolean;
  /** The screen's '?' to its handbook chapter: top right of the page, in the rail on working screens. */
  readonly help?: ReactNode;
  /** The notification bell: beside the '?', in the rail on working screens. */
  readonly notifications?: ReactNode;
}

const RAIL_WIDTH = 56;

/** Left navigation drawer beside the page: permanent on wide screens, a slide-in behind a menu button on small ones. */
export function AppShell({
  brand,
  navigation,
  account,
  children,
  workspace = false,
  help,
  notifications,
}: AppShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // One drawer that changes kind, so the navigation exists once in the page (not twice, one hidden).
  const wideScreen = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // On a working screen the wide layout keeps the drawer folded, like a small screen does.
  const wide = wideScreen && !workspace;
  const rail = wideScreen && workspace;

  // A chosen link closes the slide-in drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => setMobileOpen(false), [pathname]);

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2.5 }}>{brand}</Toolbar>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>{navigation}</Box>
      <Divider />
      {account}
      <Box component="footer">
        <LegalLinks />
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {!wideScreen && (
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar>
            <IconButton
              edge="start"
              aria-label={t('nav.openMenu')}
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
            {brand}
          </Toolbar>
        </AppBar>
      )}

      {rail && (
        <Box
          sx={{
            width: RAIL_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            pt: 1.5,
          }}
          data-testid="navigation-rail"
        >
          <IconButton aria-label={t('nav.openMenu')} onClick={() => setMobileOpen(true)}>
            <MenuIcon />
          </IconButton>
          {notifications}
          {help}
        </Box>
      )}

      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {drawerContent}
      </Drawer>

      <Box component="main" sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
        {!wideScreen && <Toolbar />}
        {workspace ? (
          <Box
            sx={{
              height: { xs: 'calc(100dvh - 56px)', md: '100dvh' },
              display: 'flex',
              flexDirection: 'column',
              px: 2,
              py: 1.5,
            }}
          >
            {children}
          </Box>
        ) : (
          <Box
            sx={{
              maxWidth: 1200,
              mx: 'auto',
              px: { xs: 2, sm: 4 },
              // With a '?' above the page, the page starts below it: the icon never covers a page action.
              pt: help || notifications ? { xs: 5, sm: 6 } : { xs: 3, sm: 5 },
              pb: { xs: 3, sm: 5 },
              position: 'relative',
            }}
          >
            {(help || notifications) && (
              <Box
                sx={{
                  position: 'absolute',
                  top: { xs: 2, sm: 8 },
                  right: { xs: 4, sm: 12 },
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                }}
              >
                {notifications}
                {help}
              </Box>
            )}
            {children}
          </Box>
        )}
      </Box>
    </Box>
  );
}
