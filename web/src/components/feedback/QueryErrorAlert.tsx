import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';

interface QueryErrorAlertProps {
  readonly error: unknown;
  readonly onRetry?: () => void;
}

/** A failed load: the server's message (or a generic one) and a way to try again. */
export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {messageOf(error, t('common.genericError'))}
    </Alert>
  );
}
