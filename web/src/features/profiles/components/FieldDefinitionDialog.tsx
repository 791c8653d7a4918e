import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { RATING_ORDER } from '@prozesspuls/shared/rules';
import { useState } from 'react';
import { useCreateProfileField } from '../api/create-profile-field';
import { prt } from '../i18n';
import { type FieldDraft, fieldDefinitionInput, fieldDraftComplete } from '../utils/field-draft';
import { ProfileFormDialog } from './ProfileFormDialog';

const EMPTY: FieldDraft = {
  name: '',
  fieldType: 'SELECT',
  options: '',
  minValue: '',
  maxValue: '',
  valueType: 'VALUE',
  defaultValue: '',
  canFilter: false,
  isDiagram: false,
};

type TextKey = 'name' | 'options' | 'minValue' | 'maxValue' | 'defaultValue';
type FlagKey = 'canFilter' | 'isDiagram';
type ChoiceKey = 'fieldType' | 'valueType';
type ChoiceLabel = 'typeSelect' | 'typeNumber' | 'valueValue' | 'valuePercent';

const FIELD_TYPES = [
  ['SELECT', 'typeSelect'],
  ['NUMBER', 'typeNumber'],
] as const;
const VALUE_TYPES = [
  ['VALUE', 'valueValue'],
  ['PERCENT', 'valuePercent'],
] as const;

/** Defines a custom profile field (users with EDIT_CONTEXTITEM): SELECT with options or NUMBER with bounds. */
export function FieldDefinitionDialog({ onClose }: { readonly onClose: () => void }) {
  const [draft, setDraft] = useState<FieldDraft>(EMPTY);
  const create = useCreateProfileField();
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: TextKey, props: Partial<TextFieldProps> = {}) => (
    <TextField
      label={prt(`fieldDialog.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      margin="dense"
      {...props}
    />
  );
  const flag = (key: FlagKey) => (
    <FormControlLabel
      control={<Checkbox checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />}
      label={prt(`fieldDialog.${key}`)}
    />
  );
  const choice = <K extends ChoiceKey>(
    key: K,
    options: readonly (readonly [FieldDraft[K], ChoiceLabel])[],
  ) => (
    <TextField
      select
      label={prt(`fieldDialog.${key}`)}
      value={draft[key]}
      onChange={(e) => {
        const picked = options.find(([value]) => value === e.target.value);
        if (picked) set(key, picked[0]);
      }}
      margin="dense"
    >
      {options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {prt(`fieldDialog.${label}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const bounded = { slotProps: { htmlInput: { maxLength: 100 } } };
  return (
    <ProfileFormDialog
      section="fieldDialog"
      call={create}
      onClose={onClose}
      onSubmit={() => create.mutate(fieldDefinitionInput(draft), { onSuccess: onClose })}
      submitDisabled={!fieldDraftComplete(draft)}
    >
      <Stack>
        {text('name', { required: true, ...bounded })}
        {choice('fieldType', FIELD_TYPES)}
        {draft.fieldType === 'NUMBER' ? (
          <>
            {text('minValue', { type: 'number', required: true })}
            {text('maxValue', { type: 'number', required: true })}
            {choice('valueType', VALUE_TYPES)}
          </>
        ) : (
          <>
            {text('options', { required: true, multiline: true, minRows: 3 })}
            <Button
              onClick={() => set('options', RATING_ORDER.slice(1).join('\n'))}
              sx={{ alignSelf: 'flex-start' }}
            >
              {prt('fieldDialog.useLevels')}
            </Button>
          </>
        )}
        {text('defaultValue', bounded)}
        {flag('canFilter')}
        {flag('isDiagram')}
      </Stack>
    </ProfileFormDialog>
  );
}
