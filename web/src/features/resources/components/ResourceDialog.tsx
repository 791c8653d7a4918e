import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConnectedResource, ResourceType } from '@prozesspuls/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { useSaveResource } from '../api/save-resource';
import { ct } from '../i18n';
import { nameError } from '../utils/resource-table';

interface ResourceDialogProps {
  readonly type: ResourceType;
  /** Given: edit this object; else create one of `type`. */
  readonly resource?: ConnectedResource;
  readonly onClose: () => void;
  readonly onSaved?: (resource: ConnectedResource) => void;
}

const DEFAULT_COLOR = '#9E9E9E';

/** Adds or edits a process object: name, and the colour (departments) or a description. */
export function ResourceDialog({ type, resource, onClose, onSaved }: ResourceDialogProps) {
  const save = useSaveResource();
  const [name, setName] = useState(resource?.name ?? '');
  const [description, setDescription] = useState(resource?.description ?? '');
  const [color, setColor] = useState(resource?.color ?? DEFAULT_COLOR);
  const [touched, setTouched] = useState(false);
  const error = touched ? nameError(name) : undefined;
  const isDepartment = type === 'DEPARTMENT';

  const submit = () => {
    setTouched(true);
    if (nameError(name) || save.isPending) return;
    save.mutate(
      {
        ...(resource ? { id: resource.id } : {}),
        type,
        name: name.trim(),
        ...(isDepartment ? { color } : { description: description.trim() }),
      },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={ct(resource ? 'dialog.editTitle' : 'dialog.createTitle')}
      width={500}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={ct('dialog.save')}
      spinner
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={ct('dialog.name')}
          required
          autoFocus
          fullWidth
          value={name}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
          error={Boolean(error)}
          helperText={error ? ct(error) : ' '}
        />
        {isDepartment ? (
          <TextField
            label={ct('dialog.color')}
            type="color"
            value={color}
            onChange={(event) => setColor(event.target.value.toUpperCase())}
            sx={{ width: 160 }}
          />
        ) : (
          <TextField
            label={ct('dialog.description')}
            fullWidth
            multiline
            minRows={3}
            value={description}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
        {save.isError && <Alert severity="error">{messageOf(save.error, ct('dialog.failed'))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
