import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useQuestionsPxText } from '../hooks/use-questions-px-text';
import { QuestionForm } from './QuestionForm';

/** '/questions/createPXQuestion': save returns to the list, which shows the success message. */
export function QuestionFormPage() {
  const t = useQuestionsPxText();
  const navigate = useNavigate();
  const toList = (created: boolean) =>
    navigate(paths.questionsManage, { state: { questionCreated: created } });
  return (
    <>
      <PageHeading>{t('form.heading')}</PageHeading>
      <Paper sx={{ p: 3, maxWidth: 1000 }}>
        <QuestionForm onSaved={() => toList(true)} onCancel={() => toList(false)} />
      </Paper>
    </>
  );
}
