import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { t } from '../texts';
import type { SubgroupChoice } from '../utils/subgroups';

const ALL = 'all';

interface SubgroupFilterProps {
  readonly choices: readonly SubgroupChoice[];
  readonly value: SubgroupChoice | null;
  readonly onChange: (choice: SubgroupChoice | null) => void;
}

/**
 * 'Teilgruppe': filters the evaluation by one option of a personal question ('Personenstandsdaten');
 * 'Alle Antworten' shows the whole group. The options are grouped under their question.
 */
export function SubgroupFilter({ choices, value, onChange }: SubgroupFilterProps) {
  // Matched by question and option: the choices are built anew on every render.
  const selected = value
    ? choices.findIndex(
        (choice) => choice.personalQuestionId === value.personalQuestionId && choice.option === value.option,
      )
    : -1;
  const items = choices.flatMap((choice, index) => [
    ...(choices[index - 1]?.personalQuestionId === choice.personalQuestionId
      ? []
      : [<ListSubheader key={`q-${choice.personalQuestionId}`}>{choice.questionText}</ListSubheader>]),
    <MenuItem key={`${choice.personalQuestionId}-${choice.option}`} value={String(index)} sx={{ pl: 4 }}>
      {choice.optionText}
    </MenuItem>,
  ]);
  return (
    <TextField
      select
      size="small"
      label={t('subgroup.label')}
      helperText={t('subgroup.help')}
      value={selected >= 0 ? String(selected) : ALL}
      onChange={(event) => onChange(choices[Number(event.target.value)] ?? null)}
      sx={{ minWidth: 320, maxWidth: 560 }}
    >
      <MenuItem value={ALL}>{t('subgroup.all')}</MenuItem>
      {items}
    </TextField>
  );
}
