import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from './PageHeading';

/** An honest page for an area that is not built yet: its name and 'Noch nicht verfügbar'. */
export function NotYetAvailable({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Paper variant="outlined" sx={{ p: 6 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ConstructionOutlined fontSize="large" aria-hidden />
          <Typography>{t('common.notYetAvailable')}</Typography>
        </Stack>
      </Paper>
    </>
  );
}
