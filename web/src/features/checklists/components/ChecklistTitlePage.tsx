import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECKLIST_TEMPLATE_STEPS } from '@prozesspuls/shared/checklists';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { useChecklist } from '../api/get-checklist';
import { useChecklistsText } from '../texts';

/** The title page: introduction, the five steps, company-wide or sub-group, 'Starten'. */
export function ChecklistTitlePage() {
  const t = useChecklistsText();
  const navigate = useNavigate();
  const listId = useParams().listId ?? '';
  const checklist = useChecklist(listId);
  const [scope, setScope] = useState<'company' | 'group'>('company');

  if (checklist.isPending) return <PageLoader />;
  if (checklist.isError)
    return <QueryErrorAlert error={checklist.error} onRetry={() => void checklist.refetch()} />;

  const start = () =>
    navigate(`${href(paths.checklistAnswer, { listId })}?skipStep4=${scope === 'group' ? 'true' : 'false'}`);

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Button component={Link} to={paths.checklist} startIcon={<ArrowBackOutlined />}>
          {t('titlePage.back')}
        </Button>
      </div>
      <PageHeading>{checklist.data.name}</PageHeading>
      {checklist.data.description && (
        <Typography color="text.secondary">{checklist.data.description}</Typography>
      )}
      <Typography>{t('titlePage.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('titlePage.overview')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
          {CHECKLIST_TEMPLATE_STEPS.map((step) => (
            <li key={step.title}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.description}
              </Typography>
            </li>
          ))}
        </Stack>
      </Paper>
      <FormControl>
        <FormLabel id="checklist-scope">{t('titlePage.scope')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="checklist-scope"
          value={scope}
          onChange={(event) => setScope(event.target.value === 'group' ? 'group' : 'company')}
        >
          <FormControlLabel value="company" control={<Radio />} label={t('titlePage.companyWide')} />
          <FormControlLabel value="group" control={<Radio />} label={t('titlePage.subGroup')} />
        </RadioGroup>
        <FormHelperText>{t('titlePage.subGroupHint')}</FormHelperText>
      </FormControl>
      <div>
        <Button variant="contained" onClick={start}>
          {t('titlePage.start')}
        </Button>
      </div>
    </Stack>
  );
}
