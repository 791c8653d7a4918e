import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { type TextValues, withValues } from '@/lib/i18n-namespace';
import { DialogActions } from './DialogActions';
import { DialogFrame, type DialogWidth } from './DialogFrame';

/** The catalogue group that words one confirmation: heading, question and the two buttons. */
export interface ConfirmTexts {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  /** Left out: the cancel button says 'Abbrechen'. */
  readonly cancel?: string;
}

interface ConfirmDialogProps {
  readonly open?: boolean;
  readonly texts: ConfirmTexts;
  /** The values of the texts' {{placeholders}} (e.g. the name of what is affected). */
  readonly values?: TextValues;
  /** 'danger': a destructive action (warning sign, red button, focus on cancel). */
  readonly tone?: 'danger' | 'neutral';
  readonly width?: DialogWidth;
  readonly busy?: boolean;
  /** The confirm button waits for something (e.g. a typed confirmation). */
  readonly confirmDisabled?: boolean;
  /** The server's message when the action failed. */
  readonly error?: string | null;
  /** More content below the text (e.g. a way out when saving failed). */
  readonly extra?: ReactNode;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks before an action; Esc and the cancel button close it unless a call is running. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { texts, values, tone = 'neutral', error, extra } = props;
  const danger = tone === 'danger';
  const actions = (
    <DialogActions
      cancelLabel={texts.cancel ?? t('common.cancel')}
      confirmLabel={withValues(texts.confirm, values)}
      onCancel={props.onClose}
      onConfirm={props.onConfirm}
      busy={props.busy}
      confirmDisabled={props.confirmDisabled}
      spinner={!danger}
      color={danger ? 'error' : 'primary'}
    />
  );
  return (
    <DialogFrame
      open={props.open}
      title={withValues(texts.title, values)}
      width={props.width ?? (danger ? 400 : 500)}
      busy={props.busy}
      onClose={props.onClose}
      actions={actions}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {danger && <WarningAmberOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />}
          <Typography>{withValues(texts.text, values)}</Typography>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {extra}
      </Stack>
    </DialogFrame>
  );
}
