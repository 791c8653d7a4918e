import Alert from '@mui/material/Alert';
import type { AnonymityNotice } from '@prozesspuls/shared/px';

/**
 * Why a figure is withheld, the server's reason shown as it is: 'Zu wenige Antworten für eine
 * anonyme Auswertung (mindestens N)' or 'Ausgeblendet: weniger als N neue Antworten seit einem
 * früheren Auswertungspunkt dieser Runde …'.
 */
export function AnonymityMessage({ notice }: { readonly notice: AnonymityNotice }) {
  return (
    <Alert severity="info" data-testid="anonymity-message">
      {notice.msg}
    </Alert>
  );
}
