import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';
import type { SurveyPreviewViewProps } from './SurveyPreviewView';

// survey-core and survey-react-ui are heavy: they load with this chunk, only where a preview shows.
const SurveyPreviewView = lazy(() => import('./SurveyPreviewView'));

export type SurveyPreviewProps = SurveyPreviewViewProps;

/**
 * Renders a stored SurveyJS schema with survey-react-ui in German, in the client's colour
 * (the schema as stored). The library is loaded on first use.
 */
export function SurveyPreview(props: SurveyPreviewProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SurveyPreviewView {...props} />
    </Suspense>
  );
}
