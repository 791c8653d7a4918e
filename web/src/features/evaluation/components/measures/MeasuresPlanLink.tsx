import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from './measure-texts';

/** 'Maßnahmenplan': opens the plan, narrowed to one survey when `surveyId` is given. */
export function MeasuresPlanLink({ surveyId }: { readonly surveyId?: string }) {
  const to = surveyId
    ? `${paths.surveysMeasures}?surveyId=${encodeURIComponent(surveyId)}`
    : paths.surveysMeasures;
  return (
    <Button component={Link} to={to} startIcon={<ChecklistOutlined />}>
      {t('plan.title')}
    </Button>
  );
}
