import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DESCRIPTION_MAX, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared/messages';
import Linkify from 'linkify-react';
import { useEffect, useState } from 'react';
import { ValueField } from '@/components/form/ValueField';
import { messageOf } from '@/lib/api-error';
import { useDescription } from '../../api/get-description';
import { useSaveDescription } from '../../api/save-description';
import { mt } from '../../i18n';
import type { PanelProps } from './panel-props';

/** Snackbar time of 'Beschreibung wurde erfolgreich gespeichert!'. */
const SAVED_MS = 2200;

/**
 * Beschreibung: plain text; links become clickable through linkify (React elements, never HTML
 * from the stored text). Editors get a field with save and reset.
 */
export function DescriptionTab({ uuid, elementId, canEdit, showFeedback }: PanelProps) {
  const description = useDescription(uuid, elementId);
  const save = useSaveDescription(uuid, elementId);
  const stored = description.data?.text ?? '';
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored]);

  const submit = () =>
    save.mutate(text, {
      onSuccess: () =>
        showFeedback({
          severity: 'success',
          text: ELEMENT_CONTENT_MESSAGES.descriptionSaved,
          autoHideMs: SAVED_MS,
        }),
      onError: (failure) =>
        showFeedback({ severity: 'error', text: messageOf(failure, mt('content.failed')) }),
    });

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Box data-testid="description-view" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {stored ? (
          <Linkify options={{ target: '_blank', rel: 'noopener noreferrer' }}>{stored}</Linkify>
        ) : (
          <Typography color="text.secondary">{mt('content.noDescription')}</Typography>
        )}
      </Box>
      {canEdit && (
        <>
          <ValueField
            label={mt('sidePanel.description')}
            value={text}
            onValue={setText}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={submit} disabled={save.isPending || text === stored}>
              {mt('content.save')}
            </Button>
            <Button onClick={() => setText(stored)} disabled={text === stored}>
              {mt('content.reset')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
