import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: ReactNode;
}

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  /** The choices, in their order; each value once. */
  readonly options: readonly SelectOption[];
};

/** Options whose labels are their values (German names of fixed choices, shown as they are). */
export function valueOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** A select of fixed choices, each shown as it is; `onChange` gets the chosen one, typed. */
export function ChoiceField<T extends string>({
  choices,
  onChange,
  ...field
}: Omit<SelectFieldProps, 'options' | 'onChange'> & {
  readonly choices: readonly T[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <SelectField
      {...field}
      options={valueOptions(choices)}
      // The menu offers only `choices`, so the chosen value is one of them.
      onChange={(event) => onChange(event.target.value as T)}
    />
  );
}

/** A TextField select that lists its options as menu items (the form's other props pass through). */
export function SelectField({ options, ...field }: SelectFieldProps) {
  return (
    <TextField {...field} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
