import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RATING_ORDER } from '@prozesspuls/shared/rules';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { useCreateProfileField } from '../api/create-profile-field';
import { prt } from '../i18n';
import { type FieldDraft, fieldDefinitionInput, fieldDraftComplete } from '../utils/field-draft';

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

/** Defines a custom profile field (users with EDIT_CONTEXTITEM): SELECT with options or NUMBER with bounds. */
export function FieldDefinitionDialog({ onClose }: { readonly onClose: () => void }) {
  const [draft, setDraft] = useState<FieldDraft>(EMPTY);
  const create = useCreateProfileField();
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const isNumber = draft.fieldType === 'NUMBER';
  return (
    <FormDialog
      title={prt('fieldDialog.title')}
      width={500}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={() => create.mutate(fieldDefinitionInput(draft), { onSuccess: onClose })}
      cancelLabel={prt('fieldDialog.cancel')}
      submitLabel={prt('fieldDialog.save')}
      spinner
      submitDisabled={!fieldDraftComplete(draft)}
    >
      <Stack>
        <TextField
          label={prt('fieldDialog.name')}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          required
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={prt('fieldDialog.fieldType')}
          value={draft.fieldType}
          onChange={(e) => set('fieldType', e.target.value === 'NUMBER' ? 'NUMBER' : 'SELECT')}
          margin="dense"
        >
          <MenuItem value="SELECT">{prt('fieldDialog.typeSelect')}</MenuItem>
          <MenuItem value="NUMBER">{prt('fieldDialog.typeNumber')}</MenuItem>
        </TextField>
        {isNumber ? (
          <>
            <TextField
              label={prt('fieldDialog.minValue')}
              type="number"
              value={draft.minValue}
              onChange={(e) => set('minValue', e.target.value)}
              required
              margin="dense"
            />
            <TextField
              label={prt('fieldDialog.maxValue')}
              type="number"
              value={draft.maxValue}
              onChange={(e) => set('maxValue', e.target.value)}
              required
              margin="dense"
            />
            <TextField
              select
              label={prt('fieldDialog.valueType')}
              value={draft.valueType}
              onChange={(e) => set('valueType', e.target.value === 'PERCENT' ? 'PERCENT' : 'VALUE')}
              margin="dense"
            >
              <MenuItem value="VALUE">{prt('fieldDialog.valueValue')}</MenuItem>
              <MenuItem value="PERCENT">{prt('fieldDialog.valuePercent')}</MenuItem>
            </TextField>
          </>
        ) : (
          <>
            <TextField
              label={prt('fieldDialog.options')}
              value={draft.options}
              onChange={(e) => set('options', e.target.value)}
              required
              multiline
              minRows={3}
              margin="dense"
            />
            <Button
              onClick={() => set('options', RATING_ORDER.slice(1).join('\n'))}
              sx={{ alignSelf: 'flex-start' }}
            >
              {prt('fieldDialog.useLevels')}
            </Button>
          </>
        )}
        <TextField
          label={prt('fieldDialog.defaultValue')}
          value={draft.defaultValue}
          onChange={(e) => set('defaultValue', e.target.value)}
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={draft.canFilter} onChange={(e) => set('canFilter', e.target.checked)} />
          }
          label={prt('fieldDialog.canFilter')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={draft.isDiagram} onChange={(e) => set('isDiagram', e.target.checked)} />
          }
          label={prt('fieldDialog.isDiagram')}
        />
        {create.error ? <Alert severity="error">{create.error.message}</Alert> : null}
      </Stack>
    </FormDialog>
  );
}
