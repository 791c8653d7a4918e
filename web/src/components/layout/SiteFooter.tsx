import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The foot of every page: the accessibility statement (BITV 2.0 § 7 wants it reachable from everywhere). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 4, py: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.accessibility} variant="body2">
        {t('common.accessibilityStatement')}
      </Link>
    </Box>
  );
}
