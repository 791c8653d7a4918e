import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEGAL_TEXT_MAX, type LegalPage, paragraphsOf } from '@prozesspuls/shared';
import { useState } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useLegalPage } from '../api/get-legal-page';
import { useSaveLegalPage } from '../api/save-legal-page';

interface LegalPageViewProps {
  readonly page: LegalPage;
  /** The platform superuser edits the text; everybody else reads it. */
  readonly canEdit: boolean;
}

/**
 * Impressum, Datenschutzerklärung or AVV: the platform's text as plain paragraphs. React renders
 * it as text, so nothing the editor types becomes markup.
 */
export function LegalPageView({ page, canEdit }: LegalPageViewProps) {
  const legal = useLegalPage(page);
  const save = useSaveLegalPage();
  const [draft, setDraft] = useState<string | null>(null);

  if (legal.isPending) return <PageLoader />;
  if (legal.isError) return <QueryErrorAlert error={legal.error} onRetry={() => void legal.refetch()} />;

  const { title, text, updatedAt } = legal.data;
  return (
    <Box sx={{ maxWidth: 800 }} data-testid="legal-page">
      <PageHeading>{title}</PageHeading>
      {draft === null ? (
        <Stack spacing={2}>
          {paragraphsOf(text).map((paragraph, index) => (
            // Paragraphs have no identity beyond their place in the text.
            // biome-ignore lint/suspicious/noArrayIndexKey: the text is replaced as a whole
            <Typography key={index} variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Typography>
          ))}
          {updatedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('legal.updatedAt', { date: new Date(updatedAt).toLocaleDateString('de-DE') })}
            </Typography>
          )}
          {canEdit && (
            <Box>
              <Button variant="outlined" onClick={() => setDraft(updatedAt ? text : '')}>
                {t('legal.edit')}
              </Button>
            </Box>
          )}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <TextField
            label={t('legal.text')}
            helperText={t('legal.textHelp')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            minRows={12}
            slotProps={{ htmlInput: { maxLength: LEGAL_TEXT_MAX } }}
          />
          {save.isError && <Alert severity="error">{messageOf(save.error, t('legal.saveFailed'))}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() => save.mutate({ page, text: draft }, { onSuccess: () => setDraft(null) })}
            >
              {t('legal.save')}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              {t('legal.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
