import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusPage } from '../../components/layout/StatusPage';
import { paths } from '../paths';

/** '/error/:errorCode': only 403 has a defined page; an unknown code shows nothing (seed 002 §8). */
export function Component() {
  const { t } = useTranslation();
  const { errorCode } = useParams();
  if (errorCode !== '403') return null;
  return (
    <StatusPage
      code="403"
      title={t('errors.forbiddenTitle')}
      text={t('errors.forbiddenText')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={paths.login}>
            {t('common.toStartPage')}
          </Button>
          <Link component={RouterLink} to={paths.help}>
            {t('common.support')}
          </Link>
        </>
      }
    />
  );
}
