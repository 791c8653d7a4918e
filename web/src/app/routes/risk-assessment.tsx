import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { RiskAssessmentPage } from '@/features/risk-assessment/components/RiskAssessmentPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /riskAssessment/:id: one assessment with its seven GDA steps; the works council only reads it. */
export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <RiskAssessmentPage
      id={id}
      readOnly={!hasAnyPermission(user.data.permissions, ['SURVEY', 'SUPER_ADMIN'])}
    />
  );
}
