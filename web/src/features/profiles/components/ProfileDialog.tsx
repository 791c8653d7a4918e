import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessProfile, ProcessType, ProfileField } from '@prozesspuls/shared';
import { PROCESS_TYPE_LABELS, PROCESS_TYPES, PROFILE_TEXTS } from '@prozesspuls/shared/rules';
import { useState } from 'react';
import { useProfileFields } from '../api/get-profile-fields';
import { useSaveProfile } from '../api/save-profile';
import { prt } from '../i18n';
import {
  customFieldError,
  formState,
  type ProfileForm,
  profileForm,
  profileInput,
  withFieldValue,
} from '../utils/profile-form';
import { ResourceSelect } from './ResourceSelect';

/** The fields chosen from the client's resources, in the dialog's order. */
const RESOURCE_FIELDS = [
  ['department', 'DEPARTMENT'],
  ['systems', 'SYSTEM'],
  ['connectedDepartments', 'DEPARTMENT'],
  ['involvedRoles', 'ROLE'],
] as const;

export interface ProfileDialogProps {
  /** The profile to edit or view; absent: a new one. */
  readonly profile?: ProcessProfile;
  /** Read-only view mode. */
  readonly readOnly?: boolean;
  /** The name a new profile starts with. */
  readonly initialName?: string;
  readonly onClose: () => void;
  /** After saving: the stored profile. */
  readonly onSaved?: (profile: ProcessProfile) => void;
}

/** Loads the custom fields, then shows the profile dialog. */
export function ProfileDialog(props: ProfileDialogProps) {
  const fields = useProfileFields();
  if (!fields.data) return null;
  return <ProfileDialogForm {...props} fields={fields.data} />;
}

function ProfileDialogForm({
  profile,
  readOnly = false,
  initialName = '',
  onClose,
  onSaved,
  fields,
}: ProfileDialogProps & { readonly fields: readonly ProfileField[] }) {
  const [form, setForm] = useState<ProfileForm>(() => profileForm(fields, profile, initialName));
  const save = useSaveProfile();
  const { filled, total, complete } = formState(form, fields);
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const title = readOnly
    ? prt('dialog.viewTitle')
    : profile
      ? prt('dialog.editTitle')
      : prt('dialog.createTitle');
  const submit = () =>
    save.mutate(profileInput(form), {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    });
  const text = (key: 'name' | 'trigger' | 'outcome' | 'description', multiline = false) => (
    <TextField
      label={prt(`fields.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      required
      fullWidth
      margin="dense"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ input: { readOnly }, htmlInput: { maxLength: key === 'name' ? 200 : 2000 } }}
    />
  );
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" data-testid="profile-counter">
          {PROFILE_TEXTS.filledCounter(filled, total)}
        </Typography>
        <Stack>
          {text('name')}
          {text('trigger')}
          {text('outcome')}
          {text('description', true)}
          {RESOURCE_FIELDS.map(([key, type]) => (
            <ResourceSelect
              key={key}
              label={prt(`fields.${key}`)}
              type={type}
              single={key === 'department'}
              value={form[key]}
              disabled={readOnly}
              onChange={(ids) => set(key, ids)}
            />
          ))}
          <TextField
            select
            label={prt('fields.processType')}
            value={form.processType ?? ''}
            onChange={(e) =>
              set(
                'processType',
                (PROCESS_TYPES as readonly string[]).includes(e.target.value)
                  ? (e.target.value as ProcessType)
                  : null,
              )
            }
            margin="dense"
            disabled={readOnly}
            required
          >
            {PROCESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PROCESS_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {fields.map((field) => (
            <CustomFieldInput
              key={field.id}
              field={field}
              form={form}
              readOnly={readOnly}
              onChange={(value) => setForm((f) => withFieldValue(f, field.id, value))}
            />
          ))}
        </Stack>
        {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {readOnly ? prt('dialog.close') : prt('dialog.cancel')}
        </Button>
        {readOnly ? null : (
          <Tooltip title={complete ? '' : PROFILE_TEXTS.saveDisabledTooltip}>
            <span>
              <Button variant="contained" onClick={submit} disabled={!complete || save.isPending}>
                {prt('dialog.save')}
              </Button>
            </span>
          </Tooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}

function CustomFieldInput({
  field,
  form,
  readOnly,
  onChange,
}: {
  readonly field: ProfileField;
  readonly form: ProfileForm;
  readonly readOnly: boolean;
  readonly onChange: (value: string) => void;
}) {
  const value = form.customFields.find((f) => f.customFieldId === field.id)?.fieldValue ?? '';
  const error = readOnly ? null : customFieldError(field, form);
  if (field.fieldType === 'SELECT')
    return (
      <TextField
        select
        label={field.name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        margin="dense"
        disabled={readOnly}
        required
      >
        {field.options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      label={field.valueType === 'PERCENT' ? `${field.name} (%)` : field.name}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      margin="dense"
      required
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{
        input: { readOnly },
        htmlInput: { min: field.minValue ?? undefined, max: field.maxValue ?? undefined },
      }}
    />
  );
}
