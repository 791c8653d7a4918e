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
