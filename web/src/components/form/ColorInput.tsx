import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';

interface ColorInputProps {
  /** The accessible name of the picker (it has no visible label of its own). */
  readonly label: string;
  /** `#RRGGBB`; the picker shows it in lower case, `onChange` answers upper case. */
  readonly value: string;
  readonly onChange: (color: string) => void;
  readonly disabled?: boolean;
  readonly width: number;
  readonly height: number;
}

/** The browser's colour picker, framed like the other inputs (client identity colour, user icon colour). */
export function ColorInput({ label, value, onChange, disabled = false, width, height }: ColorInputProps) {
  return (
    <Box
      component="input"
      type="color"
      aria-label={label}
      disabled={disabled}
      value={value.toLowerCase()}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
      sx={{
        width,
        height,
        p: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'pointer',
      }}
    />
  );
}
