import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import type { Feedback } from '../hooks/use-feedback';

interface FeedbackSnackbarProps {
  readonly feedback: (Feedback & { readonly key: number }) | null;
  /** Only the visible tab's workspace shows its feedback. */
  readonly active: boolean;
  readonly onClose: () => void;
}

/** The workspace's one snackbar (useFeedback): save feedback, export progress, errors. */
export function FeedbackSnackbar({ feedback, active, onClose: closeFeedback }: FeedbackSnackbarProps) {
  return (
    <Snackbar
      key={feedback?.key}
      open={feedback !== null && active}
      autoHideDuration={feedback?.autoHideMs ?? null}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') closeFeedback();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert
          severity={feedback.severity}
          variant="filled"
          icon={feedback.progress ? <CircularProgress size={20} color="inherit" /> : undefined}
          onClose={feedback.progress ? undefined : closeFeedback}
          sx={{ minWidth: 320, maxWidth: 640 }}
          role={feedback.severity === 'error' ? 'alert' : 'status'}
        >
          {feedback.title && <AlertTitle>{feedback.title}</AlertTitle>}
          {feedback.text}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
