import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { useParams } from 'react-router';
import { RiskAssessmentPage } from '@/features/risk-assessment/components/RiskAssessmentPage';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/** /riskAssessment/:id: one assessment with its seven GDA steps; the works council only reads it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <WithCurrentUser>
      {({ permissions }) => (
        <RiskAssessmentPage id={id} readOnly={!hasAnyPermission(permissions, ['SURVEY', 'SUPER_ADMIN'])} />
      )}
    </WithCurrentUser>
  );
}
