import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RiskAssessment } from '@prozesspuls/shared';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { useRiskModel } from '../api/get-risk-model';
import { useRiskModels } from '../api/get-risk-models';
import { usePickRiskElements } from '../api/pick-risk-elements';
import { useToggleSet } from '../hooks/use-toggle-set';
import { RISK_TEXT as T } from '../texts';
import { StepSave } from './StepSave';

/** Step 1: a released model and its activities and roles; the assessment keeps that version. */
export function ElementPicker({ assessment }: { readonly assessment: RiskAssessment }) {
  const models = useRiskModels();
  const [uuid, setUuid] = useState(assessment.model?.uuid ?? '');
  const model = useRiskModel(uuid || null);
  const [picked, toggle] = useToggleSet(() => new Set(assessment.elements.map((e) => e.elementId)));
  const pick = usePickRiskElements();

  if (models.data && models.data.length === 0)
    return <Typography color="text.secondary">{T.noModels}</Typography>;
  return (
    <Stack spacing={2}>
      {assessment.model && (
        <Typography data-testid="risk-model-version">
          {T.modelVersion(assessment.model.name, assessment.model.releaseVersion)}
        </Typography>
      )}
      <SelectField
        label={T.model}
        value={uuid}
        onChange={(event) => setUuid(event.target.value)}
        options={(models.data ?? []).map((m) => ({
          value: m.uuid,
          label: T.modelVersion(m.name, m.releaseVersion),
        }))}
        sx={{ maxWidth: 480 }}
      />
      {model.data && (
        <FormGroup role="group" aria-label={T.elements}>
          {model.data.elements.map((element) => (
            <FormControlLabel
              key={element.elementId}
              control={
                <Checkbox
                  checked={picked.has(element.elementId)}
                  onChange={() => toggle(element.elementId)}
                />
              }
              label={`${element.name} (${element.kind})`}
            />
          ))}
        </FormGroup>
      )}
      <StepSave
        mutation={pick}
        label={T.saveElements}
        disabled={!model.data}
        onSave={() =>
          pick.mutate({
            id: assessment.id,
            modelUuid: uuid,
            elementIds: (model.data?.elements ?? []).map((e) => e.elementId).filter((id) => picked.has(id)),
          })
        }
      />
    </Stack>
  );
}
