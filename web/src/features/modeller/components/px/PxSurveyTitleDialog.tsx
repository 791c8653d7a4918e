import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SURVEY_TITLE_MAX } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { pxt } from './texts';

export interface SurveyTitleInput {
  readonly title: string;
  /** The start page's text, or null without a custom start page. */
  readonly startPage: string | null;
}

interface PxSurveyTitleDialogProps {
  readonly initial: SurveyTitleInput;
  readonly onNext: (input: SurveyTitleInput) => void;
  readonly onClose: () => void;
}

/** The survey title dialog (seed 000 §2): title, and a switch for a custom start page. */
export function PxSurveyTitleDialog({ initial, onNext, onClose }: PxSurveyTitleDialogProps) {
  const [title, setTitle] = useState(initial.title);
  const [custom, setCustom] = useState(initial.startPage !== null);
  const [startPage, setStartPage] = useState(initial.startPage ?? '');
  const [touched, setTouched] = useState(false);
  const missing = title.trim() === '';
  return (
    <FormDialog
      title={pxt('titleDialog')}
      width={600}
      onClose={onClose}
      cancelLabel={pxt('cancel')}
      submitLabel={pxt('next')}
      onSubmit={() => {
        setTouched(true);
        if (!missing) onNext({ title: title.trim(), startPage: custom ? startPage : null });
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={pxt('titleField')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
          error={touched && missing}
          helperText={touched && missing ? pxt('titleRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
        />
        <FormControlLabel
          control={<Switch checked={custom} onChange={(_, checked) => setCustom(checked)} />}
          label={pxt('customStartPage')}
        />
        {custom && (
          <TextField
            label={pxt('startPage')}
            value={startPage}
            onChange={(event) => setStartPage(event.target.value)}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
