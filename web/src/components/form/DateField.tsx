import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';

/** German day, whatever the browser's locale ('TT.MM.JJJJ'). */
export const DATE_FORMAT = 'DD.MM.YYYY';

/** The value of a typed date that is not (yet) a real day: never a valid ISO date, so checks refuse it. */
export const INCOMPLETE_DATE = 'unvollständig';

const GERMAN_PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

interface DateFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DD', '' while empty, or INCOMPLETE_DATE while what is typed is no real day. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly sx?: SxProps<Theme>;
}

/**
 * A date picker that types and shows 'TT.MM.JJJJ' with German texts (a native date input follows
 * the browser's locale instead). A half-typed or impossible day is reported as INCOMPLETE_DATE, so
 * the form can say so instead of silently keeping the last valid day. It brings the picker library
 * with it, so import it only from lazily loaded pages.
 */
export function DateField({
  label,
  value,
  onChange,
  required,
  error = false,
  helperText,
  sx,
}: DateFieldProps) {
  const picked = value === '' || value === INCOMPLETE_DATE ? null : dayjs(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={GERMAN_PICKER_TEXTS}>
      <DatePicker
        label={label}
        value={picked?.isValid() ? picked : null}
        onChange={(next) => {
          if (next === null) onChange('');
          else onChange(next.isValid() ? next.format('YYYY-MM-DD') : INCOMPLETE_DATE);
        }}
        format={DATE_FORMAT}
        slotProps={{ textField: { error, helperText, required } }}
        sx={sx}
      />
    </LocalizationProvider>
  );
}
