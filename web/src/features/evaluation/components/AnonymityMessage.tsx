import Alert from '@mui/material/Alert';
import type { AnonymityNotice } from '@prozesspuls/shared/px';

/** 'Zu wenige Antworten für eine anonyme Auswertung (mindestens N)': the server's reason, shown as it is. */
export function AnonymityMessage({ notice }: { readonly notice: AnonymityNotice }) {
  return (
    <Alert severity="info" data-testid="anonymity-message">
      {notice.msg}
    </Alert>
  );
}
