import { isLegalPage } from '@prozesspuls/shared';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPageView } from '@/features/legal/components/LegalPageView';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /impressum, /datenschutz, /avv: public; the platform superuser may edit the text. */
export function Component() {
  const page = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const user = useCurrentUser();
  if (!isLegalPage(page)) return <Navigate to={paths.notFound} replace />;
  return <LegalPageView key={page} page={page} canEdit={user.data?.isSuperuser === true} />;
}
