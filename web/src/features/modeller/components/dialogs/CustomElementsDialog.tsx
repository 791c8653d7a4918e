import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CustomElement } from '@prozesspuls/shared';
import { CUSTOM_ELEMENT_LIMIT } from '@prozesspuls/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { fileToDataUrl } from '@/lib/file-to-data-url';
import { createCustomElement } from '../../api/create-custom-element';
import { deleteCustomElement } from '../../api/delete-custom-element';
import { modellerKeys } from '../../api/keys';
import { mt } from '../../i18n';
import { customElementLimitError, iconFileError } from '../../utils/custom-elements';

interface CustomElementsDialogProps {
  readonly elements: readonly CustomElement[];
  readonly onClose: () => void;
}

/**
 * The custom element manager: the client's elements with their icons, delete, and a form to add
 * one (title plus an image under 10 KB; at most five).
 */
export function CustomElementsDialog({ elements, onClose }: CustomElementsDialogProps) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [title, setTitle] = useState('');
  const [icon, setIcon] = useState<{ name: string; dataUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: modellerKeys.customElements() });

  const create = useMutation({
    mutationFn: () => createCustomElement(title.trim(), icon?.dataUrl ?? ''),
    onSuccess: async () => {
      setTitle('');
      setIcon(null);
      setError(null);
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure, mt('page.genericError'))),
  });
  const remove = useMutation({
    mutationFn: deleteCustomElement,
    onSuccess: refresh,
    onError: (failure) => setError(messageOf(failure, mt('page.genericError'))),
  });

  const limitError = customElementLimitError(elements.length);

  const chooseIcon = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = iconFileError(file);
    if (invalid) {
      setIcon(null);
      setError(invalid);
      return;
    }
    setError(null);
    setIcon({ name: file.name, dataUrl: await fileToDataUrl(file) });
  };

  const add = () => {
    if (limitError) {
      setError(limitError);
      return;
    }
    if (!title.trim()) {
      setTitleError(true);
      return;
    }
    if (!icon) {
      setError(mt('customElements.errorCustomElementsIcon'));
      return;
    }
    create.mutate();
  };

  const busy = create.isPending || remove.isPending;

  return (
    <DialogFrame
      title={mt('customElements.title')}
      width={684}
      busy={busy}
      onClose={onClose}
      actions={<Button onClick={onClose}>{mt('common.close')}</Button>}
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{mt('customElements.intro')}</Typography>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {mt('customElements.count', { count: elements.length, limit: CUSTOM_ELEMENT_LIMIT })}
          </Typography>
          {elements.length === 0 ? (
            <Typography sx={{ py: 2 }} color="text.secondary">
              {mt('customElements.empty')}
            </Typography>
          ) : (
            <List
              aria-label={mt('customElements.listLabel')}
              disablePadding
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              {elements.map((element, index) => (
                <ListItem
                  key={element.id}
                  divider={index < elements.length - 1}
                  secondaryAction={
                    <Tooltip
                      title={
                        element.canDelete === false
                          ? mt('customElements.onlyCreatorMayDelete')
                          : mt('customElements.delete', { title: element.elementTitle })
                      }
                    >
                      <span>
                        <IconButton
                          edge="end"
                          aria-label={mt('customElements.delete', { title: element.elementTitle })}
                          onClick={() => remove.mutate(element.id)}
                          disabled={busy || element.canDelete === false}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </span>
                    </Tooltip>
                  }
                >
                  <ListItemAvatar>
                    <Avatar
                      variant="rounded"
                      src={element.imageUrl}
                      alt=""
                      sx={{
                        bgcolor: '#FFF6EE',
                        border: 1,
                        borderColor: 'divider',
                        '& img': { objectFit: 'contain', p: 0.75 },
                      }}
                    />
                  </ListItemAvatar>
                  <ListItemText primary={element.elementTitle} secondary={element.taskType} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={mt('customElements.name')}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(false);
            }}
            error={titleError}
            helperText={titleError ? mt('customElements.nameRequired') : ' '}
            disabled={busy || Boolean(limitError)}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            data-testid="custom-element-icon-input"
            onChange={(event) => void chooseIcon(event)}
          />
          <Button
            variant="outlined"
            startIcon={
              icon ? (
                <Avatar src={icon.dataUrl} alt="" variant="rounded" sx={{ width: 20, height: 20 }} />
              ) : (
                <UploadFileOutlined />
              )
            }
            onClick={() => fileInput.current?.click()}
            disabled={busy || Boolean(limitError)}
            sx={{ height: 40 }}
          >
            {mt('customElements.icon')}
          </Button>
          <Button
            variant="contained"
            onClick={add}
            disabled={busy}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ height: 40 }}
          >
            {mt('customElements.add')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: '-12px !important' }}>
          {icon ? mt('customElements.iconChosen', { name: icon.name }) : mt('customElements.iconHint')}
        </Typography>
        {(error ?? limitError) && (
          <Alert severity={error ? 'error' : 'info'} role="alert">
            {error ?? limitError}
          </Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
