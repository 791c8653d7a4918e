import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { t } from '@/lib/i18n';
import { BrandMark } from '../brand/BrandMark';
import { LegalLinks } from './LegalLinks';

/** Frame for the few shell pages that signed-out visitors may open (help): brand and a way to the login. */
export function PublicFrame({
  loginPath,
  children,
}: {
  readonly loginPath: string;
  readonly children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <BrandMark />
          <Button component={RouterLink} to={loginPath} variant="outlined">
            {t('login.submit')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
        {children}
      </Box>
      <Box component="footer" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 0, sm: 2 } }}>
        <LegalLinks />
      </Box>
    </Box>
  );
}
