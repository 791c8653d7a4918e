import type { SxProps, Theme } from '@mui/material/styles';
import { SelectField } from '@/components/form/SelectField';
import { useMeasureMembers } from '@/lib/api/get-measure-members';
import { RISK_TEXT as T } from '../texts';

/**
 * 'Verantwortlich': one of the members a measure or step can be assigned to (user id), and with
 * `nobody` the choice to assign no one (empty value).
 */
export function ResponsibleSelect({
  value,
  onChange,
  nobody = false,
  sx,
}: {
  readonly value: string;
  readonly onChange: (userId: string) => void;
  readonly nobody?: boolean;
  readonly sx: SxProps<Theme>;
}) {
  const members = useMeasureMembers();
  const options = (members.data ?? []).map((m) => ({ value: m.userId, label: m.name }));
  return (
    <SelectField
      label={T.responsible}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={nobody ? [{ value: '', label: T.nobody }, ...options] : options}
      sx={sx}
    />
  );
}
