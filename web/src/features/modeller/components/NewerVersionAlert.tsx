import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { mt } from '../i18n';

interface NewerVersionAlertProps {
  /** Loads the newer stored version; rejects when that failed. */
  readonly onReload: () => Promise<unknown>;
  readonly onFailed: () => void;
}

/** Someone saved a newer version than the one shown: offers to load it. */
export function NewerVersionAlert({ onReload, onFailed }: NewerVersionAlertProps) {
  return (
    <Alert
      severity="info"
      data-testid="newer-version"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void onReload().catch(onFailed)}>
          {mt('newerVersion.reload')}
        </Button>
      }
    >
      {mt('newerVersion.text')}
    </Alert>
  );
}
