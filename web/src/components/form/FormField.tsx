import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * What a form component keeps for its fields (the app's forms hold values, touched fields and
 * validation in React state; there is no form library): FormField reads and writes through it.
 */
export interface FormBinding<Field extends string> {
  readonly values: { readonly [K in Field]: string };
  readonly change: (field: Field, value: string) => void;
  readonly touch: (field: Field) => void;
  /** The message to show for a field (undefined until it was touched or while it is valid). */
  readonly shownError: (field: Field) => string | undefined;
}

type FormFieldProps<Field extends string> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  readonly form: FormBinding<Field>;
  readonly name: Field;
};

/**
 * A text field bound to a form by name: value, change, touch on blur and the shown error. The
 * helper line is always there (' '), so an error appearing does not move the fields below.
 */
export function FormField<Field extends string>({ form, name, ...field }: FormFieldProps<Field>) {
  const error = form.shownError(name);
  return (
    <TextField
      {...field}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.change(name, event.target.value)}
      onBlur={() => form.touch(name)}
      error={Boolean(error)}
      helperText={error ?? ' '}
    />
  );
}
