import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RiskAssessment } from '@prozesspuls/shared';
import {
  GDA_CRITERIA_AREAS,
  GDA_JUDGEMENT_LEVELS,
  type GdaCriteriaArea,
  type GdaJudgementLevel,
} from '@prozesspuls/shared/riskAssessment';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { ValueField } from '@/components/form/ValueField';
import { TableHeader } from '@/components/table/TableHeader';
import { useJudgeRisk } from '../api/judge-risk';
import { RISK_TEXT as T } from '../texts';
import { GdaChoiceField } from './GdaChoiceField';
import { StepSave } from './StepSave';

/** Step 3: need for action per activity and GDA criteria area, with its reason. */
export function Judgements({ assessment }: { readonly assessment: RiskAssessment }) {
  const judge = useJudgeRisk();
  const [elementId, setElementId] = useState(assessment.elements[0]?.elementId ?? '');
  const [area, setArea] = useState<GdaCriteriaArea>(GDA_CRITERIA_AREAS[0]);
  const [level, setLevel] = useState<GdaJudgementLevel>(GDA_JUDGEMENT_LEVELS[0]);
  const [reason, setReason] = useState('');
  const nameOf = new Map(assessment.elements.map((e) => [e.elementId, e.name]));
  const save = () =>
    judge.mutate({ id: assessment.id, elementId, area, level, reason }, { onSuccess: () => setReason('') });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectField
          label={T.element}
          value={elementId}
          onChange={(event) => setElementId(event.target.value)}
          options={assessment.elements.map((e) => ({ value: e.elementId, label: e.name }))}
          sx={{ minWidth: 200 }}
        />
        <GdaChoiceField list="area" value={area} onChange={setArea} sx={{ minWidth: 200 }} />
        <GdaChoiceField list="level" value={level} onChange={setLevel} sx={{ minWidth: 220 }} />
      </Stack>
      <ValueField label={T.reason} value={reason} onValue={setReason} multiline />
      <StepSave mutation={judge} label={T.saveJudgement} onSave={save} disabled={!elementId} />
      {assessment.judgements.length > 0 && (
        <Table size="small" aria-label={T.judgements}>
          <TableHeader labels={[T.element, T.area, T.level, T.reason]} />
          <TableBody>
            {assessment.judgements.map((j) => (
              <TableRow key={`${j.elementId}-${j.area}`}>
                <TableCell>{nameOf.get(j.elementId) ?? j.elementId}</TableCell>
                <TableCell>{j.area}</TableCell>
                <TableCell>{j.level}</TableCell>
                <TableCell>{j.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
