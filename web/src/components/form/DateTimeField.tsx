import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';

/** German day and 24-hour time, whatever the browser's locale ('d.m.Y H:i'). */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

const GERMAN_PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

interface DateTimeFieldProps {
  readonly label: string;
  /** Epoch milliseconds, or null while nothing (or nothing complete) is entered. */
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  /** Only moments from now on can be picked (days and times before now are disabled). */
  readonly disablePast?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly sx?: SxProps<Theme>;
}

/**
 * A date-time picker that types and shows 'DD.MM.YYYY HH:mm' with German texts and no AM/PM
 * (a native datetime-local input follows the browser's locale instead). Its value is epoch
 * milliseconds, as the API stores it. It brings the picker library with it, so import it only
 * from lazily loaded pages.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  disablePast = false,
  error = false,
  helperText,
  sx,
}: DateTimeFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={GERMAN_PICKER_TEXTS}>
      <DateTimePicker
        label={label}
        value={value === null ? null : dayjs(value)}
        onChange={(picked) => onChange(picked?.isValid() ? picked.valueOf() : null)}
        format={DATE_TIME_FORMAT}
        ampm={false}
        disablePast={disablePast}
        slotProps={{ textField: { error, helperText } }}
        sx={sx}
      />
    </LocalizationProvider>
  );
}
