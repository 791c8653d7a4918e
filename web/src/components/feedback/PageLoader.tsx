import LinearProgress from '@mui/material/LinearProgress';
import { t } from '@/lib/i18n';

/** The loading state of a page or section: a thin progress bar, announced to screen readers. */
export function PageLoader() {
  return <LinearProgress aria-label={t('common.loading')} />;
}
