import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { RiskAssessmentListPage } from '@/features/risk-assessment/components/RiskAssessmentListPage';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/** /riskAssessment: the psychological risk assessments (GDA); only SURVEY creates one. */
export function Component() {
  return (
    <WithCurrentUser>
      {({ permissions }) => (
        <RiskAssessmentListPage canCreate={hasAnyPermission(permissions, ['SURVEY', 'SUPER_ADMIN'])} />
      )}
    </WithCurrentUser>
  );
}
