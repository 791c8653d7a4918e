import { useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useChecklist } from '../api/get-checklist';
import { ChecklistWorkspace } from './ChecklistWorkspace';

/** /checklist/answerChecklist/{listId}: loads the checklist, then the workspace edits a copy. */
export function ChecklistAnswerPage() {
  const listId = useParams().listId ?? '';
  const checklist = useChecklist(listId);
  if (checklist.isPending) return <PageLoader />;
  if (checklist.isError)
    return <QueryErrorAlert error={checklist.error} onRetry={() => void checklist.refetch()} />;
  return <ChecklistWorkspace key={checklist.data.id} checklist={checklist.data} />;
}
