import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EvaluationPage } from '@/features/evaluation/components/EvaluationPage';

/** /surveys/evaluation/{surveyId}: the module evaluation screen; ?question= opens a question. */
export function Component() {
  const { surveyId } = useParams();
  const [search] = useSearchParams();
  if (!surveyId) return <Navigate to={paths.surveys} replace />;
  return <EvaluationPage key={surveyId} surveyId={surveyId} initialQuestionId={search.get('question')} />;
}
