import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PX_MODULES, type PxModule, type SurveySchema } from '@prozesspuls/shared/px';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { t } from '../texts';
import { PreviewStep } from './PreviewStep';

/** What a wizard hands to /surveys/generated (schema, surveyTitle, selectedModule). */
export interface GeneratedSurveyState {
  readonly schema: SurveySchema;
  readonly selectedModule: PxModule;
}

function generatedState(value: unknown): GeneratedSurveyState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { schema, selectedModule } = value as Partial<GeneratedSurveyState>;
  if (!schema || !Array.isArray(schema.pages) || !PX_MODULES.includes(selectedModule as PxModule))
    return null;
  return { schema, selectedModule: selectedModule as PxModule };
}

/** /surveys/generated: the stand-alone preview with 'Abbrechen' (back) and 'Umfrage erstellen'. */
export function GeneratedSurveyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = generatedState(location.state);
  if (!state) {
    return (
      <Stack spacing={2}>
        <PageHeading>{t('list.title')}</PageHeading>
        <Alert severity="info">{t('generated.missing')}</Alert>
        <Button onClick={() => void navigate(paths.surveys)} sx={{ alignSelf: 'flex-start' }}>
          {t('preview.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeading>{state.schema.title}</PageHeading>
      <PreviewStep
        schema={state.schema}
        module={state.selectedModule}
        onBack={() => void navigate(-1)}
        backLabel={t('generated.cancel')}
        confirmLabel={t('generated.create')}
        showTitle={false}
      />
    </Stack>
  );
}
