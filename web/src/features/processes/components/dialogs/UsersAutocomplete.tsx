import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ManagedUser } from '@prozesspuls/shared';

interface UsersAutocompleteProps {
  readonly label: string;
  readonly options: readonly ManagedUser[];
  readonly value: readonly ManagedUser[];
  readonly onChange: (users: ManagedUser[]) => void;
  readonly noOptionsText: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
  readonly helperText?: string;
}

/** Picks one or more users of the client by name or e-mail (the share dialog, seed 000 §4). */
export function UsersAutocomplete({
  label,
  options,
  value,
  onChange,
  noOptionsText,
  disabled,
  autoFocus,
  helperText,
}: UsersAutocompleteProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      onChange={(_, users) => onChange(users)}
      getOptionLabel={(user) => (user.fullName ? `${user.fullName} (${user.userId})` : user.userId)}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      noOptionsText={noOptionsText}
      disabled={disabled}
      filterSelectedOptions
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} helperText={helperText} />
      )}
    />
  );
}
