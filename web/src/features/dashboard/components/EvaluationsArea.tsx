import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Reserved for the survey evaluation tabs (a later issue); says so instead of showing made-up data. */
export function EvaluationsArea() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="evaluations-heading">
      <Typography id="evaluations-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
        {t('home.evaluations')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 5 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <InsightsOutlined fontSize="large" aria-hidden />
          <Typography>{t('common.notYetAvailable')}</Typography>
        </Stack>
      </Paper>
    </section>
  );
}
