import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ManagedUser } from '@prozesspuls/shared';
import { USER_OPTIONS, type UserPickerProps } from './UserAutocomplete';

interface UsersAutocompleteProps extends UserPickerProps {
  readonly value: readonly ManagedUser[];
  readonly onChange: (users: ManagedUser[]) => void;
}

/** Picks one or more users of the client by name or e-mail (the share dialog). */
export function UsersAutocomplete({
  label,
  autoFocus,
  helperText,
  value,
  onChange,
  ...picker
}: UsersAutocompleteProps) {
  return (
    <Autocomplete
      {...picker}
      {...USER_OPTIONS}
      multiple
      value={[...value]}
      onChange={(_, users) => onChange(users)}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField {...params} label={label} autoFocus={autoFocus} helperText={helperText} />
      )}
    />
  );
}
