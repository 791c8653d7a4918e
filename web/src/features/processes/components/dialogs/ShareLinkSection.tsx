import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHARE_LINK_MESSAGES } from '@prozesspuls/shared/messages';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { namespaceText } from '@/lib/i18n-namespace';
import { useCreateShareLink } from '../../api/create-share-link';
import { useShareLink } from '../../api/get-share-link';
import { useRevokeShareLink } from '../../api/revoke-share-link';

const t = namespaceText('processesShareLink', {
  title: 'Freigabelink',
  hint: 'Mit dem Link kann jede angemeldete Person der Plattform dieses Prozessmodell ansehen und bearbeiten.',
  create: 'Link erzeugen',
  revoke: 'Link widerrufen',
  link: 'Link',
  validUntil: 'Gültig bis {{date}}',
  copyNow: 'Kopieren Sie den Link jetzt: er wird nur einmal angezeigt.',
  exists:
    'Es besteht ein Freigabelink (gültig bis {{date}}). Widerrufen Sie ihn, um einen neuen zu erzeugen.',
  none: 'Es besteht kein Freigabelink.',
  revoked: SHARE_LINK_MESSAGES.revoked,
});

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('de-DE') : '');

/**
 * The share dialog's link (seed 000 §2, §4): created once and then shown, valid 30 days, revocable.
 * Only the hash of the token is stored, so the link itself is shown in the answer that created it.
 */
export function ShareLinkSection({ uuid }: { readonly uuid: string }) {
  const state = useShareLink(uuid);
  const create = useCreateShareLink(uuid);
  const revoke = useRevokeShareLink(uuid);
  // The token is shown only while its link lives (the dialog's button may have revoked it).
  const created = create.data?.token && state.data?.exists ? create.data : undefined;
  const url = created
    ? `${window.location.origin}/modelEdit/${uuid}/share/${created.clientId}/${created.token}`
    : undefined;
  const busy = create.isPending || revoke.isPending;

  return (
    <Box component="section" aria-label={t('title')}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('hint')}
        </Typography>
        {state.isError && <QueryErrorAlert error={state.error} onRetry={() => void state.refetch()} />}
        {url && created ? (
          <>
            <TextField
              label={t('link')}
              value={url}
              size="small"
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link-url' } }}
              onFocus={(event) => event.target.select()}
            />
            <Alert severity="info">
              {t('copyNow')} {t('validUntil', { date: formatDate(created.expiresAt) })}
            </Alert>
          </>
        ) : state.data?.exists ? (
          <Typography variant="body2">{t('exists', { date: formatDate(state.data.expiresAt) })}</Typography>
        ) : state.isSuccess ? (
          <Typography variant="body2">{revoke.isSuccess ? t('revoked') : t('none')}</Typography>
        ) : null}
        {create.isError && <QueryErrorAlert error={create.error} />}
        {revoke.isError && <QueryErrorAlert error={revoke.error} />}
        <Stack direction="row" spacing={1}>
          {state.data?.exists ? (
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => revoke.mutate(undefined, { onSuccess: () => create.reset() })}
            >
              {t('revoke')}
            </Button>
          ) : (
            <Button variant="outlined" disabled={busy || !state.isSuccess} onClick={() => create.mutate()}>
              {t('create')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
