import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientDetails } from '@prozesspuls/shared';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { dashedOutline } from '@/components/layout/dashed-outline';
import { ApiError } from '@/lib/api-error';
import { fileToDataUrl } from '@/lib/file-to-data-url';
import { useCreateClient } from '../api/create-client';
import { useManagementText } from '../hooks/use-management-text';
import { useTouchedForm } from '../hooks/use-touched-form';
import type { ManagementKey } from '../locales/de';
import {
  type ClientFormField,
  type ClientFormValues,
  EMPTY_CLIENT_FORM,
  isClientFormValid,
  toCreateClientRequest,
  validateClientForm,
} from '../utils/client-form';
import { logoFileError } from '../utils/logo';
import { ColorSetting } from './ColorSetting';

interface ClientDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: (client: ClientDetails) => void;
}

/** The fields whose errors show once touched. */
const VALIDATED: readonly ClientFormField[] = ['companyName', 'shortName', 'adminEmail'];

/**
 * 'Neuer Mandant' (800 px): Name*, Kürzel*, Administrator-Email*, a logo (image under 50 KB,
 * previewed) and the identity colour (black by default). Esc closes; a click beside it does not,
 * so a half-filled form is not lost by accident.
 */
export function ClientDialog({ open, onClose, onCreated }: ClientDialogProps) {
  const t = useManagementText();
  const titleId = useId();
  const logoHintId = useId();
  const createClient = useCreateClient();
  const [logoError, setLogoError] = useState<ManagementKey | undefined>();
  const form = useTouchedForm<ClientFormValues, ClientFormField>(
    EMPTY_CLIENT_FORM,
    VALIDATED,
    validateClientForm,
    () => {
      if (createClient.isError) createClient.reset();
    },
  );
  const { values, change } = form;
  const pending = createClient.isPending;

  const pickLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again fires another change.
    input.value = '';
    if (!file) return;
    const error = logoFileError(file);
    setLogoError(error);
    if (error) return; // the file is discarded
    try {
      change('imageUrl', await fileToDataUrl(file));
    } catch {
      setLogoError('validation.logoNotImage');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    form.touchAll();
    if (!isClientFormValid(values)) return;
    createClient.mutate(toCreateClientRequest(values), { onSuccess: onCreated });
  };

  const serverMessage = createClient.error instanceof ApiError ? createClient.error.serverMessage : undefined;

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !pending) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('clients.dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {t('clients.dialog.intro')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: '1fr 300px' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormField
                  form={form}
                  label={t('clients.dialog.companyName')}
                  name="companyName"
                  autoComplete="off"
                  autoFocus
                  required
                  fullWidth
                  disabled={pending}
                />
                <FormField
                  form={form}
                  label={t('clients.dialog.shortName')}
                  name="shortName"
                  autoComplete="off"
                  required
                  disabled={pending}
                  sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
                  slotProps={{ htmlInput: { maxLength: 20 } }}
                />
              </Stack>
              <FormField
                form={form}
                label={t('clients.dialog.adminEmail')}
                name="adminEmail"
                type="email"
                autoComplete="off"
                required
                fullWidth
                disabled={pending}
              />
              <ColorSetting
                heading={t('clients.dialog.color')}
                label={t('clients.dialog.pickColor')}
                disabled={pending}
                value={values.identityColor}
                onChange={(color) => change('identityColor', color)}
                width={56}
                height={40}
                code={values.identityColor.toUpperCase()}
                codeTestId="client-color-code"
              />
            </Stack>

            <Stack spacing={1.5}>
              <Typography variant="subtitle2">{t('clients.dialog.logo')}</Typography>
              <Box
                role="img"
                aria-label={values.imageUrl ? t('clients.dialog.logoPreview') : t('clients.dialog.noLogo')}
                sx={{
                  ...dashedOutline(logoError ? 'error.main' : false),
                  borderRadius: 1,
                  height: 96,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'grey.50',
                  color: 'text.secondary',
                  overflow: 'hidden',
                }}
              >
                {values.imageUrl ? (
                  <Box
                    component="img"
                    src={values.imageUrl}
                    alt=""
                    sx={{ maxHeight: 80, maxWidth: 220, objectFit: 'contain' }}
                  />
                ) : (
                  <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
                    <ImageOutlined aria-hidden />
                    <Typography variant="caption">{t('clients.dialog.noLogo')}</Typography>
                  </Stack>
                )}
              </Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
              >
                <Button
                  component="label"
                  variant="outlined"
                  size="small"
                  startIcon={<UploadFileOutlined />}
                  disabled={pending}
                >
                  {t('clients.dialog.pickLogo')}
                  <input
                    type="file"
                    accept="image/*"
                    hidden
                    aria-describedby={logoHintId}
                    onChange={(event) => void pickLogo(event)}
                  />
                </Button>
                {values.imageUrl && (
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteOutline />}
                    disabled={pending}
                    onClick={() => change('imageUrl', null)}
                  >
                    {t('clients.dialog.removeLogo')}
                  </Button>
                )}
              </Stack>
              <FormHelperText
                id={logoHintId}
                error={Boolean(logoError)}
                role={logoError ? 'alert' : undefined}
              >
                {logoError ? t(logoError) : t('clients.dialog.logoHint')}
              </FormHelperText>
            </Stack>
          </Box>
          {createClient.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>{t('clients.dialog.failed')}</AlertTitle>
              {serverMessage}
            </Alert>
          )}
        </DialogContent>
        {pending && <LinearProgress aria-label={t('clients.dialog.creating')} />}
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('clients.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
