import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProcessProfile, ProfileField } from '@prozesspuls/shared';
import { processTypeLabel } from '@prozesspuls/shared/rules';
import { href, paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useProfileResources } from '../api/get-resources';
import { prt } from '../i18n';

function Row({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <strong>{label}:</strong> {value || '–'}
    </Typography>
  );
}

/** Every field of a profile; custom fields only when they have a value; opens the linked model in a new tab. */
export function ProfileDetailCard({
  profile,
  fields,
}: {
  readonly profile: ProcessProfile;
  readonly fields: readonly ProfileField[];
}) {
  const names = useResourceNames();
  const list = (ids: readonly string[]) => ids.map(names).join(', ');
  const custom = fields
    .map((field) => ({
      field,
      value: profile.customFields.find((f) => f.customFieldId === field.id)?.fieldValue ?? '',
    }))
    .filter(({ value }) => value !== '');
  return (
    <Card variant="outlined" data-testid="profile-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {profile.name}
        </Typography>
        <Row label={prt('fields.trigger')} value={profile.trigger} />
        <Row label={prt('fields.outcome')} value={profile.outcome} />
        <Row label={prt('fields.description')} value={profile.description} />
        <Row label={prt('fields.department')} value={list(profile.department)} />
        <Row label={prt('fields.systems')} value={list(profile.systems)} />
        <Row label={prt('fields.connectedDepartments')} value={list(profile.connectedDepartments)} />
        <Row label={prt('fields.involvedRoles')} value={list(profile.involvedRoles)} />
        <Row label={prt('fields.processType')} value={processTypeLabel(profile.processType)} />
        {custom.map(({ field, value }) => (
          <Row
            key={field.id}
            label={field.name}
            value={field.valueType === 'PERCENT' ? `${value} %` : value}
          />
        ))}
        <Row label={prt('fields.createdBy')} value={profile.createdBy} />
        <Row label={prt('fields.createdDate')} value={formatDateTime(profile.createdDate)} />
      </CardContent>
      <CardActions>
        {profile.connectedModelId ? (
          <Button
            href={href(paths.modelEdit, { uuid: profile.connectedModelId })}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNew />}
          >
            {prt('card.openModel')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {prt('card.noModel')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

/** Names of process objects by id (departments, systems and roles share one lookup). */
function useResourceNames(): (id: string) => string {
  const departments = useProfileResources('DEPARTMENT').data ?? [];
  const systems = useProfileResources('SYSTEM').data ?? [];
  const roles = useProfileResources('ROLE').data ?? [];
  const byId = new Map([...departments, ...systems, ...roles].map((r) => [r.id, r.name]));
  return (id) => byId.get(id) ?? id;
}
