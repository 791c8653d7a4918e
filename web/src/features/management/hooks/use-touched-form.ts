import { useState } from 'react';
import type { ManagementKey } from '../locales/de';
import { useManagementText } from './use-management-text';

/**
 * The values of a management form and which of its validated fields the user has touched: a
 * field's error shows once it was changed or left, or after a submit (`touchAll`). `onChange`
 * runs on every change (e.g. to clear a failed call's message).
 */
export function useTouchedForm<V extends object, F extends keyof V & string>(
  initial: V,
  validated: readonly F[],
  validate: (values: V) => Partial<Record<F, ManagementKey>>,
  onChange?: () => void,
) {
  const t = useManagementText();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const isValidated = (field: keyof V): field is F => (validated as readonly (keyof V)[]).includes(field);

  const touch = (field: F) => setTouched((current) => new Set(current).add(field));
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (isValidated(field)) touch(field);
    onChange?.();
  };
  const errors = validate(values);
  const shownError = (field: F) => {
    const key = touched.has(field) ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const touchAll = () => setTouched(new Set(validated));
  return { values, change, touch, touchAll, shownError };
}
