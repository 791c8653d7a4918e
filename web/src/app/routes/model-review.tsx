import { useParams } from 'react-router';
import { ReviewPage } from '@/features/modeller/components/release/ReviewPage';

/** /modelReview/{uuid}: the review screen of the release workflow (bpmn-js and the differ load on demand). */
export function Component() {
  const { uuid = '' } = useParams();
  return <ReviewPage uuid={uuid} />;
}
