import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ManagedUser } from '@prozesspuls/shared';

interface UserAutocompleteProps {
  readonly label: string;
  readonly options: readonly ManagedUser[];
  readonly value: ManagedUser | null;
  readonly onChange: (user: ManagedUser | null) => void;
  readonly noOptionsText: string;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  readonly autoFocus?: boolean;
  readonly helperText?: string;
  readonly error?: boolean;
}

/** Picks one user of the client by name or e-mail. */
export function UserAutocomplete({
  label,
  options,
  value,
  onChange,
  noOptionsText,
  disabled,
  loading,
  autoFocus,
  helperText,
  error,
}: UserAutocompleteProps) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, user) => onChange(user)}
      getOptionLabel={(user) => (user.fullName ? `${user.fullName} (${user.userId})` : user.userId)}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      noOptionsText={noOptionsText}
      loading={loading}
      loadingText="…"
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} helperText={helperText} error={error} />
      )}
    />
  );
}
