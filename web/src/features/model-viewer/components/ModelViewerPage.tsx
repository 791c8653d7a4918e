import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryErrorAlert } from '../../../components/feedback/QueryErrorAlert';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ApiError } from '../../../lib/api-error';
import { useModel } from '../api/get-model';
import { vt } from '../i18n';
import { BpmnViewer, type ViewerStage } from './BpmnViewer';

function BackButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.processList}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start', mb: 1 }}
    >
      {vt('back')}
    </Button>
  );
}

/**
 * /modelEdit/{uuid} until the modeller arrives: the diagram read-only with pan and zoom, the file
 * name, a way back to the list and a loading bar from 0 to 100.
 */
export function ModelViewerPage() {
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const model = useModel(uuid);
  const [stage, setStage] = useState<ViewerStage | null>(null);
  const [renderError, setRenderError] = useState(false);
  const [createdNotice, setCreatedNotice] = useState(searchParams.get('isNew') === 'true');

  if (model.isError) {
    // 404: unknown or not visible; 400: the address holds no valid uuid at all.
    const notFound = model.error instanceof ApiError && [400, 404].includes(model.error.status);
    return (
      <Stack>
        <BackButton />
        {notFound ? (
          <Paper variant="outlined" sx={{ p: 6 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <SearchOff fontSize="large" color="action" aria-hidden />
              <PageHeading>{vt('notFoundTitle')}</PageHeading>
              <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
                {vt('notFoundText')}
              </Typography>
            </Stack>
          </Paper>
        ) : (
          <QueryErrorAlert error={model.error} onRetry={() => void model.refetch()} />
        )}
      </Stack>
    );
  }

  const progress = !model.isSuccess ? 10 : stage === null ? 40 : stage === 'library' ? 70 : 100;
  const done = progress === 100 || renderError;

  return (
    <Stack>
      <BackButton />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        {model.isSuccess ? (
          <PageHeading>{model.data.fileName}</PageHeading>
        ) : (
          <Box sx={{ height: 42, mb: 3 }} />
        )}
        {model.isSuccess && (
          <>
            <Chip size="small" label={vt('fileType')} variant="outlined" />
            <Chip size="small" label={vt('readOnly')} color="default" />
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {vt('readOnlyHint')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {!done && <LinearProgress variant="determinate" value={progress} aria-label={vt('loading')} />}
      </Box>
      {renderError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {vt('renderFailed')}
        </Alert>
      )}
      {model.isSuccess && (
        <BpmnViewer
          xml={model.data.diagramXML}
          name={model.data.fileName}
          onStage={setStage}
          onError={() => setRenderError(true)}
        />
      )}
      <Snackbar
        open={createdNotice}
        autoHideDuration={3000}
        onClose={() => setCreatedNotice(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setCreatedNotice(false)}>
          {vt('created')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
