import Stack from '@mui/material/Stack';
import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { EvaluationsArea } from '@/features/dashboard/components/EvaluationsArea';
import { FirstStepsCard } from '@/features/dashboard/components/FirstStepsCard';
import { OpenSurveysCard } from '@/features/dashboard/components/OpenSurveysCard';
import { QuickStartCards } from '@/features/dashboard/components/QuickStartCards';
import { ClientSelector } from '@/features/users/components/ClientSelector';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { AREA_ACCESS } from '@/lib/area-access';

/** Start page (index of /menu): greeting, client selector, quick-start cards, evaluations. */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  const { firstName, fullName, currentClientId, permissions } = user.data;

  return (
    <>
      <PageHeading>{t('home.welcome', { firstName: firstName || fullName })}</PageHeading>
      <Stack spacing={5}>
        <ClientSelector currentClientId={currentClientId} />
        <FirstStepsCard />
        <QuickStartCards permissions={permissions} />
        <OpenSurveysCard />
        {/* The evaluations are the survey area's: members without it see none. */}
        {hasAnyPermission(permissions, AREA_ACCESS.surveys) && <EvaluationsArea />}
      </Stack>
    </>
  );
}
