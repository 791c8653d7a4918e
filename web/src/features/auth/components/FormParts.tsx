import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';

interface SubmitButtonProps {
  readonly pending: boolean;
  readonly disabled: boolean;
  readonly children: ReactNode;
}

/** The full-width submit button of the login screen's forms, with a progress bar while the call runs. */
export function SubmitButton({ pending, disabled, children }: SubmitButtonProps) {
  return (
    <div>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled}>
        {children}
      </Button>
      {pending && <LinearProgress aria-label={t('common.loading')} sx={{ mt: 0.5 }} />}
    </div>
  );
}

/** The centred link below a form that switches the login screen's mode. */
export function SwitchModeLink({
  onClick,
  children,
}: {
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Link component="button" type="button" variant="body2" onClick={onClick} sx={{ alignSelf: 'center' }}>
      {children}
    </Link>
  );
}
