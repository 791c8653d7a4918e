import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useRouteError } from 'react-router';
import { StatusPage } from '@/components/layout/StatusPage';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { isChunkLoadError } from '@/lib/chunk-load';
import { t } from '@/lib/i18n';

function useErrorTexts() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return { title: t('errors.chunkLoadTitle'), text: t('errors.chunkLoadText') };
  return { title: t('errors.unexpectedTitle'), text: messageOf(error, t('errors.unexpectedText')) };
}

function ReloadButton() {
  return (
    <Button variant="contained" onClick={() => window.location.reload()}>
      {t('common.reload')}
    </Button>
  );
}

/** Last resort for the whole app: a stand-alone page, because the shell itself may have failed. */
export function RootErrorBoundary() {
  const { title, text } = useErrorTexts();
  return (
    <StatusPage
      title={title}
      text={text}
      actions={
        <>
          <ReloadButton />
          <Link href={paths.help}>{t('common.support')}</Link>
        </>
      }
    />
  );
}

/** A page inside the shell failed (its code did not load, its data did not come): keep the navigation. */
export function ShellPageErrorBoundary() {
  const { title, text } = useErrorTexts();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {text}{' '}
      <Link component={RouterLink} to={paths.help} color="inherit">
        {t('common.support')}
      </Link>
    </Alert>
  );
}
