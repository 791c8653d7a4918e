import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RiskAssessment, RiskMeasure } from '@prozesspuls/shared';
import { germanDueDate, MEASURE_STATUSES, type MeasureStatus } from '@prozesspuls/shared/px';
import { GDA_MEASURE_TYPES, type GdaMeasureType } from '@prozesspuls/shared/riskAssessment';
import { useState } from 'react';
import { DateField } from '@/components/form/DateField';
import { SelectField, valueOptions } from '@/components/form/SelectField';
import { ValueField } from '@/components/form/ValueField';
import { TableHeader } from '@/components/table/TableHeader';
import { useCreateRiskMeasure } from '../api/create-risk-measure';
import { useUpdateRiskMeasure } from '../api/update-risk-measure';
import { useToggleSet } from '../hooks/use-toggle-set';
import { RISK_TEXT as T } from '../texts';
import { GdaChoiceField } from './GdaChoiceField';
import { ResponsibleSelect } from './ResponsibleSelect';
import { StepSave } from './StepSave';

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
      options={valueOptions(MEASURE_STATUSES)}
      sx={{ minWidth: 140 }}
    />
  );
}

/** Steps 4 and 5: measures on activities (type in § 4 ArbSchG order), responsible, due date, state. */
export function Measures({ assessment }: { readonly assessment: RiskAssessment }) {
  const create = useCreateRiskMeasure();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<GdaMeasureType>(GDA_MEASURE_TYPES[0]);
  const [elements, toggle, setElements] = useToggleSet(() => new Set());
  const [responsible, setResponsible] = useState('');
  const [dueDate, setDueDate] = useState('');
  const nameOf = new Map(assessment.elements.map((e) => [e.elementId, e.name]));
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
        <ValueField label={T.measureTitle} value={title} onValue={setTitle} sx={{ flex: 2 }} />
        <GdaChoiceField list="measureType" value={type} onChange={setType} sx={{ minWidth: 180 }} />
        <ResponsibleSelect value={responsible} onChange={setResponsible} sx={{ minWidth: 200 }} />
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
      <StepSave mutation={create} label={T.addMeasure} onSave={save} />
      {assessment.measures.length > 0 && (
        <Table size="small" aria-label={T.measures} data-testid="risk-measures">
          <TableHeader
            labels={[
              T.measureTitle,
              T.measureType,
              T.measureElements,
              T.responsible,
              T.dueDate,
              T.measureStatus,
            ]}
          />
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
