import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AssessmentValue, ConnectedResource, RoleCharacteristicType } from '@prozesspuls/shared';
import {
  ASSESSMENT_LABELS,
  ASSESSMENT_VALUES,
  ROLE_CHARACTERISTIC_LABELS,
  ROLE_CHARACTERISTIC_TYPES,
} from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';
import { ValueField } from '@/components/form/ValueField';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useAddAssessment, useAddDescriptor, useRoleProfile } from '../../api/role-characteristics';
import { mt } from '../../i18n';

interface RoleCharacteristicsPanelProps {
  readonly role: ConnectedResource;
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/** A role's characteristics (TASKS … SOFTSKILLS) and an assessment Gut/Mittel/Schlecht per descriptor. */
export function RoleCharacteristicsPanel({ role, expanded, onToggle }: RoleCharacteristicsPanelProps) {
  return (
    <Accordion expanded={expanded} onChange={onToggle} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>{mt('resources.characteristics', { name: role.name })}</Typography>
      </AccordionSummary>
      <AccordionDetails>{expanded && <RoleProfileEditor roleId={role.id} />}</AccordionDetails>
    </Accordion>
  );
}

function RoleProfileEditor({ roleId }: { readonly roleId: string }) {
  const profile = useRoleProfile(roleId);
  const addDescriptor = useAddDescriptor(roleId);
  const addAssessment = useAddAssessment(roleId);
  const [type, setType] = useState<RoleCharacteristicType>('TASKS');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [values, setValues] = useState<ReadonlyMap<string, AssessmentValue>>(new Map());
  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return <Alert severity="error">{messageOf(profile.error, mt('resources.failed'))}</Alert>;
  const latest = profile.data.assessments[0];
  const latestValue = new Map(
    latest?.assessmentValues.map((v) => [v.roleDescriptor, v.assessmentValue]) ?? [],
  );
  const descriptors = profile.data.characteristics.flatMap((c) => c.descriptors);

  return (
    <Stack spacing={2}>
      {profile.data.characteristics.map((group) => (
        <Stack key={group.type} spacing={0.5}>
          <Typography variant="subtitle2">{group.label}</Typography>
          {group.descriptors.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {mt('resources.noDescriptors')}
            </Typography>
          )}
          {group.descriptors.map((d) => (
            <Stack
              key={d.id}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2">{d.name}</Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                aria-label={`${mt('resources.assessment')} ${d.name}`}
                value={values.get(d.id) ?? latestValue.get(d.id) ?? null}
                onChange={(_, value: AssessmentValue | null) => {
                  const next = new Map(values);
                  if (value) next.set(d.id, value);
                  else next.delete(d.id);
                  setValues(next);
                }}
              >
                {ASSESSMENT_VALUES.map((v) => (
                  <ToggleButton key={v} value={v}>
                    {ASSESSMENT_LABELS[v]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          ))}
        </Stack>
      ))}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          addDescriptor.mutate({ type, name: name.trim() }, { onSuccess: () => setName('') });
        }}
      >
        <ValueField
          select
          size="small"
          label={mt('resources.descriptorType')}
          value={type}
          onValue={(value) => setType(value as RoleCharacteristicType)}
          sx={{ minWidth: 200 }}
        >
          {ROLE_CHARACTERISTIC_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {ROLE_CHARACTERISTIC_LABELS[t]}
            </MenuItem>
          ))}
        </ValueField>
        {lineField(mt('resources.descriptorName'), name, setName, 200)}
        <Button type="submit" disabled={!name.trim() || addDescriptor.isPending}>
          {mt('resources.addDescriptor')}
        </Button>
      </Stack>
      {descriptors.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {lineField(mt('resources.assessmentDescription'), description, setDescription, 2000)}
          <Button
            variant="contained"
            disabled={values.size === 0 || addAssessment.isPending}
            onClick={() =>
              addAssessment.mutate(
                { description, values: new Map([...latestValue, ...values]) },
                {
                  onSuccess: () => {
                    setValues(new Map());
                    setDescription('');
                  },
                },
              )
            }
          >
            {mt('resources.saveAssessment')}
          </Button>
        </Stack>
      )}
      {latest && (
        <Typography variant="caption" color="text.secondary">
          {mt('resources.lastAssessment', { date: formatDateTime(latest.timestamp) })}
        </Typography>
      )}
      {(addDescriptor.isError || addAssessment.isError) && (
        <Alert severity="error">
          {messageOf(addDescriptor.error ?? addAssessment.error, mt('resources.failed'))}
        </Alert>
      )}
    </Stack>
  );
}

/** A one-line text input of the editor's two forms (descriptor name, assessment description). */
function lineField(label: string, value: string, onValue: (value: string) => void, maxLength: number) {
  return (
    <ValueField
      size="small"
      label={label}
      value={value}
      onValue={onValue}
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ flex: 1 }}
    />
  );
}
