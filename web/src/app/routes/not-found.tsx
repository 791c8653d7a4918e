import { useTranslation } from 'react-i18next';
import { SupportLink, ToStartButton } from '@/components/layout/StatusActions';
import { StatusPage } from '@/components/layout/StatusPage';

/** '/404' (seed 002 §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <>
          <ToStartButton />
          <SupportLink>{t('errors.openSupportTicket')}</SupportLink>
        </>
      }
    />
  );
}
