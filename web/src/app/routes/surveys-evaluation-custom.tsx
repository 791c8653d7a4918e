import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CustomAnalyticsPage } from '@/features/evaluation/components/CustomAnalyticsPage';

/** /surveys/evaluation/custom/{surveyId}: custom survey analytics. */
export function Component() {
  const { surveyId } = useParams();
  if (!surveyId) return <Navigate to={paths.surveys} replace />;
  return <CustomAnalyticsPage key={surveyId} surveyId={surveyId} />;
}
