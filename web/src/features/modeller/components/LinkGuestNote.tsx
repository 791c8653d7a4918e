import Alert from '@mui/material/Alert';
import { mt } from '../i18n';

/**
 * What a share-link guest sees and what not: the link opens the model itself, never
 * the tenant's other records (numbers, content badges, comments, descriptions, documents,
 * questions, links, history), so the screen does not ask for them and says so instead.
 */
export function LinkGuestNote({ canEdit }: { readonly canEdit: boolean }) {
  return (
    <Alert severity="info" role="note" aria-label={mt('linkGuest.label')} sx={{ mb: 1 }}>
      {mt(canEdit ? 'linkGuest.editable' : 'linkGuest.readOnly')}
    </Alert>
  );
}
