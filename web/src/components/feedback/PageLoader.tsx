import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** The loading state of a page or section: a thin progress bar, announced to screen readers. */
export function PageLoader() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} />;
}
