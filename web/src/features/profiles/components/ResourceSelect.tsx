import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type ProfileResourceType, useProfileResources } from '../api/get-resources';
import { prt } from '../i18n';

interface ResourceSelectProps {
  readonly label: string;
  readonly type: ProfileResourceType;
  readonly value: readonly string[];
  /** One item at most (the profile's department). */
  readonly single?: boolean;
  readonly disabled?: boolean;
  readonly onChange: (ids: string[]) => void;
}

/** Picks process objects of one type by name; stores their ids. */
export function ResourceSelect({
  label,
  type,
  value,
  single = false,
  disabled = false,
  onChange,
}: ResourceSelectProps) {
  const resources = useProfileResources(type);
  const options = resources.data ?? [];
  const selected = options.filter((r) => value.includes(r.id));
  const common = {
    options,
    disabled,
    loading: resources.isPending,
    noOptionsText: prt('dialog.noOptions'),
    getOptionLabel: (option: (typeof options)[number]) => option.name,
    isOptionEqualToValue: (a: (typeof options)[number], b: (typeof options)[number]) => a.id === b.id,
    renderInput: (params: object) => <TextField {...params} label={label} margin="dense" />,
  };
  return single ? (
    <Autocomplete
      {...common}
      value={selected[0] ?? null}
      onChange={(_, next) => onChange(next ? [next.id] : [])}
    />
  ) : (
    <Autocomplete
      {...common}
      multiple
      value={selected}
      onChange={(_, next) => onChange(next.map((r) => r.id))}
    />
  );
}
