import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/**
 * The footer's links to the legal pages and the accessibility statement, on every screen (signed in
 * or not): BITV 2.0 § 7 wants the statement reachable from every page.
 */
export function LegalLinks() {
  const links = [
    { to: paths.impressum, label: t('legal.links.impressum') },
    { to: paths.datenschutz, label: t('legal.links.datenschutz') },
    { to: paths.avv, label: t('legal.links.avv') },
    { to: paths.accessibility, label: t('common.accessibilityStatement') },
  ];
  return (
    <Stack
      component="nav"
      aria-label={t('legal.links.label')}
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', px: 2, py: 1, typography: 'caption' }}
    >
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} color="text.secondary" underline="hover">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
