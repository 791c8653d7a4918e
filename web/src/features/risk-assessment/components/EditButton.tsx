import Button, { type ButtonProps } from '@mui/material/Button';
import { createContext, useContext } from 'react';

const ReadOnlyContext = createContext(false);

/** The assessment is shown read-only (the works council): set once by the page for all steps. */
export const RiskReadOnly = ReadOnlyContext.Provider;

/**
 * A button that changes the assessment. The works council reads only, so it is not
 * offered to it at all (the API refuses the change anyway).
 */
export function EditButton(props: ButtonProps) {
  return useContext(ReadOnlyContext) ? null : <Button {...props} />;
}
