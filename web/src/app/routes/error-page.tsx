import { useParams } from 'react-router';
import { SeededStatusPage } from '@/components/layout/SeededStatusPage';
import { ToStartButton } from '@/components/layout/StatusActions';
import { StatusPage } from '@/components/layout/StatusPage';
import { t } from '@/lib/i18n';

/** Codes shown as such; anything else in the address is not echoed back. */
const CODE = /^\d{3}$/;

/**
 * '/error/:errorCode': only 403 has a text; every other code still gets the frame,
 * the logo and the way back to the start page.
 */
export function Component() {
  const { errorCode = '' } = useParams();
  if (errorCode === '403') return <SeededStatusPage code="403" />;
  return (
    <StatusPage
      code={CODE.test(errorCode) ? errorCode : undefined}
      title={t('titles.error')}
      actions={<ToStartButton />}
    />
  );
}
