import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { elementNumberError, normalizeElementNumber } from '@prozesspuls/shared/rules';
import { type KeyboardEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { ApiError, messageOf } from '@/lib/api-error';
import { mt } from '../i18n';
import { modellerDe } from '../locales/de';

interface NumberEditorProps {
  readonly anchor: Element;
  readonly elementName: string;
  readonly initial: string;
  readonly hasNumber: boolean;
  /** Assigns (renumber: after the user confirmed shifting the following elements). */
  readonly onAssign: (number: string, renumber: boolean) => Promise<void>;
  readonly onRemove: () => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The number field at an element: prefilled with its number or the next free one, saved on Enter
 *. Invalid input and a number in use show the specified messages; a number in use may
 * be taken after confirming that the following elements are renumbered.
 */
export function NumberEditor({
  anchor,
  elementName,
  initial,
  hasNumber,
  onAssign,
  onRemove,
  onClose,
}: NumberEditorProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConfirm(normalizeElementNumber(value));
      else setError(messageOf(failure, mt('numbers.failed')));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const invalid = elementNumberError(value);
    if (invalid) {
      setError(invalid);
      return;
    }
    void run(() => onAssign(normalizeElementNumber(value), false));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <Popover
        open={confirm === null}
        anchorEl={anchor}
        onClose={busy ? undefined : onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 300, mt: -1 } } }}
      >
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" sx={{ fontWeight: 600 }} noWrap>
            {elementName ? `${mt('numbers.assign')}: ${elementName}` : mt('numbers.assign')}
          </Typography>
          <TextField
            autoFocus
            size="small"
            label={mt('numbers.field')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            helperText={mt('numbers.hint')}
            disabled={busy}
            error={error !== null}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'aria-describedby': error ? 'pp-number-error' : undefined },
              input: { endAdornment: busy ? <CircularProgress size={16} /> : undefined },
            }}
          />
          {error && (
            <Alert id="pp-number-error" severity="error" role="alert">
              {error}
            </Alert>
          )}
          {hasNumber && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={busy}
              onClick={() => void run(onRemove)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {mt('numbers.remove')}
            </Button>
          )}
        </Stack>
      </Popover>
      {confirm !== null && (
        <ConfirmDialog
          texts={modellerDe.numbers.renumber}
          values={{ number: confirm }}
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            void onAssign(confirm, true)
              .then(onClose)
              .catch((failure: unknown) => {
                setConfirm(null);
                setError(messageOf(failure, mt('numbers.failed')));
              })
              .finally(() => setBusy(false));
          }}
          onClose={() => {
            // Declining keeps the number free for its holder.
            setConfirm(null);
            setError(mt('numbers.inUse'));
          }}
        />
      )}
    </>
  );
}
