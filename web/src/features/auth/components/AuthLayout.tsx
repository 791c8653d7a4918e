import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand/BrandMark';
import { LegalLinks } from '@/components/layout/LegalLinks';
import { COMPANY_WEBSITE_URL, SUPPORT_URL } from '@/config/constants';
import { t } from '@/lib/i18n';

/** Frame of the screens before sign-in: a brand panel beside a card with the form. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <Box
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(150deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <BrandMark inverted />
        <Typography component="p" variant="h4" sx={{ fontWeight: 600, maxWidth: 420, lineHeight: 1.3 }}>
          {t('app.tagline')}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          © {new Date().getFullYear()} {t('app.name')}
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4 }}>
          <BrandMark />
        </Box>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          {children}
        </Paper>
        <Stack direction="row" spacing={3} component="nav" sx={{ mt: 3 }}>
          <Link
            href={SUPPORT_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            color="text.secondary"
          >
            {t('common.support')}
          </Link>
          <Link
            href={COMPANY_WEBSITE_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            color="text.secondary"
          >
            {t('common.website')}
          </Link>
        </Stack>
        <Box component="footer" sx={{ mt: 1 }}>
          <LegalLinks />
        </Box>
      </Box>
    </Box>
  );
}
