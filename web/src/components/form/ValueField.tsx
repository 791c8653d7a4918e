import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type ValueFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  readonly value: string;
  /** The new text (or the chosen option's value, with `select`). */
  readonly onValue: (value: string) => void;
};

/** A TextField kept in a component's state: it hands over the text, not the change event. */
export function ValueField({ onValue, ...field }: ValueFieldProps) {
  return <TextField {...field} onChange={(event) => onValue(event.target.value)} />;
}
