import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';

const SurveyJsView = lazy(() => import('./SurveyJsView'));

/** The read-only survey preview; survey-react-ui loads with the first preview shown. */
export function SurveyPreview({ schema }: { readonly schema: unknown }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SurveyJsView schema={schema} />
    </Suspense>
  );
}
