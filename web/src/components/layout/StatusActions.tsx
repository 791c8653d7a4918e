import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_URL } from '@/config/constants';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/** 'Zur Startseite' of the status pages (404, /error/{code}). */
export function ToStartButton() {
  return (
    <Button variant="contained" component={RouterLink} to={paths.login}>
      {t('common.toStartPage')}
    </Button>
  );
}

/** The support portal in a new tab, named as the page asks. */
export function SupportLink({ children }: { readonly children: ReactNode }) {
  return (
    <Link href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}
