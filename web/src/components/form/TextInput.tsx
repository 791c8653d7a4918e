import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label'> {
  readonly label: ReactNode;
  readonly helperText?: ReactNode;
}

/**
 * A labelled outlined text input, rendered as MUI's TextField renders a plain input — without
 * TextField's select branch, which pulls Select, Menu, Popover and Modal into every page that
 * shows a form (about 9 KB gzip on the login route, which must stay ≤ 200 KB).
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  required,
  disabled,
  id,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
