import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

/** Success messages close after 3 s, errors after 5 s. */
const DURATION = { success: 3000, error: 5000 } as const;

export interface Feedback {
  readonly id: number;
  readonly severity: 'success' | 'error';
  readonly message: string;
}

/** One snackbar per screen: the newest message replaces the one showing. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const show = useCallback((severity: Feedback['severity'], message: string) => {
    setFeedback({ id: Date.now(), severity, message });
  }, []);
  const success = useCallback((message: string) => show('success', message), [show]);
  const error = useCallback((message: string) => show('error', message), [show]);
  const close = useCallback(() => setFeedback(null), []);
  return { feedback, success, error, close };
}

export function FeedbackSnackbar({
  feedback,
  onClose,
}: {
  readonly feedback: Feedback | null;
  readonly onClose: () => void;
}) {
  return (
    <Snackbar
      key={feedback?.id}
      open={feedback !== null}
      autoHideDuration={feedback ? DURATION[feedback.severity] : null}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert severity={feedback.severity} variant="filled" onClose={onClose} sx={{ minWidth: 320 }}>
          {feedback.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
