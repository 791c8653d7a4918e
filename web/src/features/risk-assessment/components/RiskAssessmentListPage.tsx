import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@prozesspuls/shared/format';
import { gdaStepName, isGdaStepNumber } from '@prozesspuls/shared/riskAssessment';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeadingWithIntro } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { useRiskAssessments } from '@/lib/api/get-risk-assessments';
import { messageOf } from '@/lib/api-error';
import { useCreateRiskAssessment } from '../api/create-risk-assessment';
import { RISK_TEXT as T } from '../texts';

const stepLabel = (step: number) => (isGdaStepNumber(step) ? `${step}. ${gdaStepName(step)}` : T.allDone);

/** '/riskAssessment': the client's risk assessments and a new one. */
export function RiskAssessmentListPage({ canCreate }: { readonly canCreate: boolean }) {
  const list = useRiskAssessments();
  const create = useCreateRiskAssessment();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState('');

  const submit = () =>
    create.mutate(
      { title, scope },
      { onSuccess: (created) => navigate(href(paths.riskAssessmentDetail, { id: created.id })) },
    );

  return (
    <Stack spacing={3}>
      <PageHeadingWithIntro title={T.title} intro={T.intro} />
      {canCreate && (
        <Paper sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={T.newTitle}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={create.isError}
              helperText={create.isError ? messageOf(create.error, T.failed) : undefined}
              sx={{ flex: 1 }}
            />
            <TextField
              label={T.newScope}
              value={scope}
              onChange={(event) => setScope(event.target.value)}
              sx={{ flex: 2 }}
            />
            <Button variant="contained" onClick={submit} disabled={create.isPending}>
              {T.create}
            </Button>
          </Stack>
        </Paper>
      )}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <Typography color="text.secondary">{T.empty}</Typography>}
      {list.data && list.data.length > 0 && (
        <Paper>
          <Table aria-label={T.title}>
            <TableHead>
              <TableRow>
                <TableCell>{T.columns.title}</TableCell>
                <TableCell>{T.columns.model}</TableCell>
                <TableCell>{T.columns.step}</TableCell>
                <TableCell>{T.columns.updated}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((a) => (
                <TableRow key={a.id} hover>
                  <TableCell>
                    <Link to={href(paths.riskAssessmentDetail, { id: a.id })}>{a.title}</Link>
                  </TableCell>
                  <TableCell>{a.modelName ?? '–'}</TableCell>
                  <TableCell>{stepLabel(a.currentStep)}</TableCell>
                  <TableCell>{formatDateTime(a.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
