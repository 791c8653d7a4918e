import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHARE_LINK_MESSAGES } from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { namespaceText } from '@/lib/i18n-namespace';
import { useCreateShareLink } from '../api/create-share-link';
import { useShareLink } from '../api/get-share-link';
import { useRevokeShareLink } from '../api/revoke-share-link';

const SHARE_LINK_TEXT = {
  title: 'Freigabelink',
  hint: 'Mit dem Link kann jede angemeldete Person der Plattform dieses Prozessmodell ansehen und bearbeiten.',
  create: 'Link erzeugen',
  revoke: 'Link widerrufen',
  link: 'Link',
  validUntil: 'Gültig bis {{date}}',
  copy: 'Link kopieren',
  copied: 'Der Link wurde in die Zwischenablage kopiert.',
  copyFailed: 'Der Link konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn von Hand.',
  exists:
    'Es besteht ein Freigabelink (gültig bis {{date}}). Widerrufen Sie ihn, um einen neuen zu erzeugen.',
  confirmRevoke: {
    title: 'Link widerrufen',
    text: 'Der Freigabelink wird sofort ungültig. Wer gerade über den Link bearbeitet, verliert die Bearbeitung; nicht gespeicherte Änderungen dieser Person werden nicht übernommen.',
    confirm: 'Link widerrufen',
  },
  none: 'Es besteht kein Freigabelink.',
  revoked: SHARE_LINK_MESSAGES.revoked,
};
const t = namespaceText(SHARE_LINK_TEXT);

/**
 * The share dialog's link: created once, valid 30 days. Those who may edit the
 * model see it again later and copy it with one button; revoking asks first.
 */
export function ShareLinkSection({ uuid }: { readonly uuid: string }) {
  const state = useShareLink(uuid);
  const create = useCreateShareLink(uuid);
  const revoke = useRevokeShareLink(uuid);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  // The token is shown only while its link lives (the dialog's button may have revoked it).
  const live = state.data?.exists ? (state.data.token ? state.data : create.data) : undefined;
  const url = live?.token
    ? `${window.location.origin}/modelEdit/${uuid}/share/${live.clientId}/${live.token}`
    : undefined;
  const busy = create.isPending || revoke.isPending;

  const copyLink = (link: string) => {
    navigator.clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('copyFailed'),
    );
  };

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
        {url && live ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={t('link')}
                value={url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link-url' } }}
                onFocus={(event) => event.target.select()}
              />
              <Button
                variant="contained"
                startIcon={<ContentCopyOutlined aria-hidden />}
                onClick={() => copyLink(url)}
                sx={{ flexShrink: 0 }}
              >
                {t('copy')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('validUntil', { date: formatDate(live.expiresAt) })}
            </Typography>
            {copy && (
              <Alert severity={copy === 'copied' ? 'success' : 'warning'} role="status">
                {t(copy)}
              </Alert>
            )}
          </>
        ) : state.data?.exists ? (
          <Typography variant="body2">{t('exists', { date: formatDate(state.data.expiresAt) })}</Typography>
        ) : state.isSuccess ? (
          <Typography variant="body2">{revoke.isSuccess ? t('revoked') : t('none')}</Typography>
        ) : null}
        {create.isError && <QueryErrorAlert error={create.error} />}
        <Stack direction="row" spacing={1}>
          {state.data?.exists ? (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirmRevoke(true)}>
              {t('revoke')}
            </Button>
          ) : (
            <Button variant="outlined" disabled={busy || !state.isSuccess} onClick={() => create.mutate()}>
              {t('create')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmRevoke}
        tone="danger"
        texts={SHARE_LINK_TEXT.confirmRevoke}
        busy={revoke.isPending}
        error={revoke.isError ? messageOf(revoke.error, SHARE_LINK_MESSAGES.invalid) : null}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              create.reset();
              setCopy(null);
              setConfirmRevoke(false);
            },
          })
        }
        onClose={() => setConfirmRevoke(false)}
      />
    </Box>
  );
}
