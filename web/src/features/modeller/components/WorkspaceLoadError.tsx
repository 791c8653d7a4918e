import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { ApiError } from '@/lib/api-error';
import { mt } from '../i18n';
import { BackButton } from './WorkspaceHeader';

interface WorkspaceLoadErrorProps {
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** The model could not be loaded: 'not found' for a missing or invisible model, else the error with a retry. */
export function WorkspaceLoadError({ error, onRetry }: WorkspaceLoadErrorProps) {
  // 400: the address holds no valid uuid; 403/404: the model is missing or not visible.
  const notFound = error instanceof ApiError && [400, 403, 404].includes(error.status);
  return (
    <Stack>
      <Box sx={{ mb: 1 }}>
        <BackButton />
      </Box>
      {notFound ? (
        <Paper variant="outlined" sx={{ p: 6 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <SearchOff fontSize="large" color="action" aria-hidden />
            <PageHeading>{mt('page.notFoundTitle')}</PageHeading>
            <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
              {mt('page.notFoundText')}
            </Typography>
          </Stack>
        </Paper>
      ) : (
        <QueryErrorAlert error={error} onRetry={onRetry} />
      )}
    </Stack>
  );
}
