import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SURVEY_TITLE_MAX } from '@prozesspuls/shared/px';
import { lazy, Suspense, useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { PageLoader } from '@/components/feedback/PageLoader';
import { pxt } from './texts';

// The rich-text editor (tiptap) loads only when a custom start page is switched on.
const StartPageEditor = lazy(() => import('@/components/form/StartPageEditor'));

export interface SurveyTitleInput {
  readonly title: string;
  /** The start page's HTML (sanitised by the server), or null without a custom start page. */
  readonly startPage: string | null;
}

interface PxSurveyTitleDialogProps {
  readonly initial: SurveyTitleInput;
  readonly onNext: (input: SurveyTitleInput) => void;
  readonly onClose: () => void;
}

/**
 * The survey title dialog: title, and a switch for a custom start page with the
 * rich-text editor the survey wizard uses.
 */
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
          <Suspense fallback={<PageLoader />}>
            <StartPageEditor value={startPage} onChange={setStartPage} label={pxt('startPage')} />
          </Suspense>
        )}
      </Stack>
    </FormDialog>
  );
}
