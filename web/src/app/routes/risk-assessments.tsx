import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { RiskAssessmentListPage } from '@/features/risk-assessment/components/RiskAssessmentListPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /riskAssessment: the psychological risk assessments (GDA); only SURVEY creates one. */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <RiskAssessmentListPage canCreate={hasAnyPermission(user.data.permissions, ['SURVEY', 'SUPER_ADMIN'])} />
  );
}
