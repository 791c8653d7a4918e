import { useRef } from 'react';

/**
 * The value, or the last one that was not null: a closing dialog keeps showing its text while it
 * fades out instead of going blank.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
