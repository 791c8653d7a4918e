import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '@/components/layout/StatusPage';
import { SUPPORT_URL } from '@/config/constants';
import { paths } from '@/config/paths';

/** '/404' (seed 002 §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={paths.login}>
            {t('common.toStartPage')}
          </Button>
          <Link href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
            {t('errors.openSupportTicket')}
          </Link>
        </>
      }
    />
  );
}
