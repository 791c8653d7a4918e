import Stack from '@mui/material/Stack';
import type { UserDetails } from '@prozesspuls/shared';
import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { PageHeading } from '@/components/layout/PageHeading';
import { EvaluationsArea } from '@/features/dashboard/components/EvaluationsArea';
import { FirstStepsCard } from '@/features/dashboard/components/FirstStepsCard';
import { OpenSurveysCard } from '@/features/dashboard/components/OpenSurveysCard';
import { QuickStartCards } from '@/features/dashboard/components/QuickStartCards';
import { ClientSelector } from '@/features/users/components/ClientSelector';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';
import { AREA_ACCESS } from '@/lib/area-access';
import { t } from '@/lib/i18n';

/** Start page (index of /menu): greeting, client selector, quick-start cards, evaluations. */
export function Component() {
  return <WithCurrentUser>{(user) => <Home user={user} />}</WithCurrentUser>;
}

function Home({ user }: { readonly user: UserDetails }) {
  const { firstName, fullName, currentClientId, permissions } = user;

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
