import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { RISK_TEXT as T } from '../texts';
import { EditButton } from './EditButton';

/** What the save of a step needs of its mutation (a TanStack Query mutation). */
interface StepMutation {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
}

/**
 * The end of a step's form: why the last save failed (the server's message), then the save
 * button, which waits while a save runs and is not offered to the works council.
 */
export function StepSave({
  mutation,
  label,
  onSave,
  disabled = false,
}: {
  readonly mutation: StepMutation;
  readonly label: string;
  readonly onSave: () => void;
  /** The form is not ready to be saved yet. */
  readonly disabled?: boolean;
}) {
  return (
    <>
      {mutation.isError && <Typography color="error">{messageOf(mutation.error, T.failed)}</Typography>}
      <div>
        <EditButton variant="outlined" onClick={onSave} disabled={disabled || mutation.isPending}>
          {label}
        </EditButton>
      </div>
    </>
  );
}
