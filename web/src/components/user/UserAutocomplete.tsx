import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ManagedUser } from '@prozesspuls/shared';

/** What both user pickers take besides their value. */
export interface UserPickerProps {
  readonly label: string;
  readonly options: readonly ManagedUser[];
  readonly noOptionsText: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
  readonly helperText?: string;
}

/** How both pickers show and compare users: 'Name (e-mail)', or the e-mail alone. */
export const USER_OPTIONS = {
  getOptionLabel: (user: ManagedUser) => (user.fullName ? `${user.fullName} (${user.userId})` : user.userId),
  isOptionEqualToValue: (a: ManagedUser, b: ManagedUser) => a.userId === b.userId,
  fullWidth: true,
} as const;

interface UserAutocompleteProps extends UserPickerProps {
  readonly value: ManagedUser | null;
  readonly onChange: (user: ManagedUser | null) => void;
  readonly loading?: boolean;
  readonly error?: boolean;
}

/** Picks one user of the client by name or e-mail. */
export function UserAutocomplete({
  label,
  autoFocus,
  helperText,
  error,
  onChange,
  ...picker
}: UserAutocompleteProps) {
  return (
    <Autocomplete
      {...picker}
      {...USER_OPTIONS}
      onChange={(_, user) => onChange(user)}
      loadingText="…"
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} helperText={helperText} error={error} />
      )}
    />
  );
}
