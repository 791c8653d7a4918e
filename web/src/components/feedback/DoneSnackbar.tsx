import Snackbar from '@mui/material/Snackbar';

/** How long a confirmation stays (3000 ms after a question or answer). */
export const DONE_SNACKBAR_MS = 3000;

interface DoneSnackbarProps {
  readonly open: boolean;
  readonly text: string;
  readonly onClose: () => void;
}

/** The short confirmation after an action succeeded (question asked, answer sent); hides after 3 s. */
export function DoneSnackbar({ open, text, onClose }: DoneSnackbarProps) {
  return <Snackbar open={open} autoHideDuration={DONE_SNACKBAR_MS} onClose={onClose} message={text} />;
}
