import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useChecklist } from '../api/get-checklist';
import { useChecklistsText } from '../texts';

/** The finish page: congratulation, the reminder, 'Zurück zur Übersicht'. */
export function ChecklistFinishedPage() {
  const t = useChecklistsText();
  const listId = useParams().listId ?? '';
  const checklist = useChecklist(listId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
      <CelebrationOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <PageHeading>{t('finished.title')}</PageHeading>
      {checklist.data && <Typography>{t('finished.text', { name: checklist.data.name })}</Typography>}
      <Typography>{t('finished.reminder')}</Typography>
      <Button variant="contained" component={Link} to={paths.checklist}>
        {t('finished.back')}
      </Button>
    </Stack>
  );
}
