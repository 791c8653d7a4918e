import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RiskAssessment, RiskMeasure } from '@prozesspuls/shared';
import { germanDueDate, MEASURE_STATUSES, type MeasureStatus } from '@prozesspuls/shared/px';
import { GDA_MEASURE_TYPES, type GdaMeasureType } from '@prozesspuls/shared/riskAssessment';
import { useState } from 'react';
import { DateField } from '@/components/form/DateField';
import { SelectField } from '@/components/form/SelectField';
import { useMeasureMembers } from '@/lib/api/get-measure-members';
import { messageOf } from '@/lib/api-error';
import { useCreateRiskMeasure } from '../api/create-risk-measure';
import { useUpdateRiskMeasure } from '../api/update-risk-measure';
import { RISK_TEXT as T } from '../texts';
import { EditButton } from './EditButton';

function StatusSelect({
  assessmentId,
  measure,
}: {
  readonly assessmentId: string;
  readonly measure: RiskMeasure;
}) {
  const update = useUpdateRiskMeasure();
  return (
    <SelectField
      size="small"
      label={T.measureStatus}
      value={measure.status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({
          id: assessmentId,
          measureId: measure.measureId,
          title: measure.title,
          description: measure.description,
          type: measure.type,
          elementIds: [...measure.elementIds],
          responsibleUserId: measure.responsibleUserId,
          dueDate: measure.dueDate,
          status: event.target.value as MeasureStatus,
        })
      }
      options={MEASURE_STATUSES.map((s) => ({ value: s, label: s }))}
      sx={{ minWidth: 140 }}
    />
  );
}

/** Steps 4 and 5: measures on activities (type in § 4 ArbSchG order), responsible, due date, state. */
export function Measures({ assessment }: { readonly assessment: RiskAssessment }) {
  const members = useMeasureMembers();
  const create = useCreateRiskMeasure();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<GdaMeasureType>(GDA_MEASURE_TYPES[0]);
  const [elements, setElements] = useState<ReadonlySet<string>>(new Set());
  const [responsible, setResponsible] = useState('');
  const [dueDate, setDueDate] = useState('');
  const nameOf = new Map(assessment.elements.map((e) => [e.elementId, e.name]));
  const toggle = (id: string) =>
    setElements((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    create.mutate(
      {
        id: assessment.id,
        title,
        type,
        elementIds: assessment.elements.map((e) => e.elementId).filter((id) => elements.has(id)),
        responsibleUserId: responsible,
        dueDate,
      },
      {
        onSuccess: () => {
          setTitle('');
          setElements(new Set());
        },
      },
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={T.measureTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ flex: 2 }}
        />
        <SelectField
          label={T.measureType}
          value={type}
          onChange={(event) => setType(event.target.value as GdaMeasureType)}
          options={GDA_MEASURE_TYPES.map((t) => ({ value: t, label: t }))}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label={T.responsible}
          value={responsible}
          onChange={(event) => setResponsible(event.target.value)}
          options={(members.data ?? []).map((m) => ({ value: m.userId, label: m.name }))}
          sx={{ minWidth: 200 }}
        />
        <DateField label={T.dueDate} value={dueDate} onChange={setDueDate} />
      </Stack>
      <FormGroup row role="group" aria-label={T.measureElements}>
        {assessment.elements.map((e) => (
          <FormControlLabel
            key={e.elementId}
            control={<Checkbox checked={elements.has(e.elementId)} onChange={() => toggle(e.elementId)} />}
            label={e.name}
          />
        ))}
      </FormGroup>
      {create.isError && <Typography color="error">{messageOf(create.error, T.failed)}</Typography>}
      <div>
        <EditButton variant="outlined" onClick={save} disabled={create.isPending}>
          {T.addMeasure}
        </EditButton>
      </div>
      {assessment.measures.length > 0 && (
        <Table size="small" aria-label={T.measures} data-testid="risk-measures">
          <TableHead>
            <TableRow>
              <TableCell>{T.measureTitle}</TableCell>
              <TableCell>{T.measureType}</TableCell>
              <TableCell>{T.measureElements}</TableCell>
              <TableCell>{T.responsible}</TableCell>
              <TableCell>{T.dueDate}</TableCell>
              <TableCell>{T.measureStatus}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {assessment.measures.map((m) => (
              <TableRow key={m.measureId}>
                <TableCell>{m.title}</TableCell>
                <TableCell>{m.type}</TableCell>
                <TableCell>{m.elementIds.map((id) => nameOf.get(id) ?? id).join(', ')}</TableCell>
                <TableCell>{m.responsibleName}</TableCell>
                <TableCell>{`${germanDueDate(m.dueDate)}${m.overdue ? ` (${T.overdue})` : ''}`}</TableCell>
                <TableCell>
                  <StatusSelect assessmentId={assessment.id} measure={m} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
