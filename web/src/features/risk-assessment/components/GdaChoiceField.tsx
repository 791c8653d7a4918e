import type { SxProps, Theme } from '@mui/material/styles';
import {
  GDA_CRITERIA_AREAS,
  GDA_JUDGEMENT_LEVELS,
  GDA_MEASURE_TYPES,
  GDA_STEP_STATES,
} from '@prozesspuls/shared/riskAssessment';
import { ChoiceField } from '@/components/form/SelectField';
import { RISK_TEXT as T } from '../texts';

/** The GDA lists the forms choose from, each under its one label. */
const GDA_CHOICES = {
  area: { label: T.area, choices: GDA_CRITERIA_AREAS },
  level: { label: T.level, choices: GDA_JUDGEMENT_LEVELS },
  measureType: { label: T.measureType, choices: GDA_MEASURE_TYPES },
  stepState: { label: T.state, choices: GDA_STEP_STATES },
} as const;

type GdaList = keyof typeof GDA_CHOICES;
type GdaChoice<L extends GdaList> = (typeof GDA_CHOICES)[L]['choices'][number];

interface GdaChoiceFieldProps<L extends GdaList> {
  readonly list: L;
  readonly value: GdaChoice<L>;
  readonly onChange: (value: GdaChoice<L>) => void;
  readonly sx?: SxProps<Theme>;
}

/** A select of one GDA list (criteria area, level, measure type, step state), typed to its entries. */
export function GdaChoiceField<L extends GdaList>({ list, value, onChange, sx }: GdaChoiceFieldProps<L>) {
  const { label, choices } = GDA_CHOICES[list];
  return (
    <ChoiceField<GdaChoice<L>> label={label} value={value} choices={choices} onChange={onChange} sx={sx} />
  );
}
