import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConnectedResource, ResourceType } from '@prozesspuls/shared';
import { useMemo, useState } from 'react';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useModelResources } from '../../api/get-model-resources';
import { useChangeResourceLink } from '../../api/link-resource';
import { mt } from '../../i18n';
import { RoleCharacteristicsPanel } from './RoleCharacteristicsPanel';

const PICKER_TYPES: readonly ResourceType[] = ['SYSTEM', 'ROLE', 'CONTEXT_ITEM', 'DEPARTMENT'];

interface ResourcesDialogProps {
  readonly uuid: string;
  readonly elementId: string;
  readonly elementName: string;
  readonly onClose: () => void;
}

const byName = (a: ConnectedResource, b: ConnectedResource) => a.name.localeCompare(b.name, 'de');

/**
 * The resource picker/editor: systems, roles, context items and departments linked
 * to one element; each change is one link or unlink call. A linked role's characteristics and
 * assessments can be edited below.
 */
export function ResourcesDialog({ uuid, elementId, elementName, onClose }: ResourcesDialogProps) {
  const resources = useModelResources(uuid);
  const change = useChangeResourceLink();
  const [openRole, setOpenRole] = useState<string | null>(null);
  const all = useMemo(() => [...(resources.data ?? [])].sort(byName), [resources.data]);
  const linked = all.filter((r) => r.elementIds?.includes(elementId));

  const onPick = (type: ResourceType, next: readonly ConnectedResource[]) => {
    const before = new Set(linked.filter((r) => r.type === type).map((r) => r.id));
    const after = new Set(next.map((r) => r.id));
    for (const id of after)
      if (!before.has(id)) change.mutate({ uuid, elementId, resourceId: id, linked: true });
    for (const id of before)
      if (!after.has(id)) change.mutate({ uuid, elementId, resourceId: id, linked: false });
  };

  return (
    <DialogFrame
      title={mt('resources.title', { name: elementName || elementId })}
      width={800}
      onClose={onClose}
      actions={<Button onClick={onClose}>{mt('resources.close')}</Button>}
    >
      {resources.isPending ? (
        <PageLoader />
      ) : resources.isError ? (
        <QueryErrorAlert error={resources.error} onRetry={() => void resources.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {PICKER_TYPES.map((type) => {
            const options = all.filter((r) => r.type === type);
            return (
              <Autocomplete
                key={type}
                multiple
                options={options}
                value={linked.filter((r) => r.type === type)}
                getOptionLabel={(r) => r.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={mt('resources.none')}
                disabled={change.isPending}
                onChange={(_, next) => onPick(type, next)}
                renderValue={(value, getItemProps) =>
                  value.map((r, index) => {
                    const { key, ...props } = getItemProps({ index });
                    return (
                      <Chip
                        key={key}
                        {...props}
                        label={r.name}
                        size="small"
                        {...(type === 'ROLE' ? { onClick: () => setOpenRole(r.id) } : {})}
                      />
                    );
                  })
                }
                renderInput={(params) => <TextField {...params} label={mt(`resources.types.${type}`)} />}
              />
            );
          })}
          {change.isError && (
            <Alert severity="error">{messageOf(change.error, mt('resources.failed'))}</Alert>
          )}
          {linked
            .filter((r) => r.type === 'ROLE')
            .map((role) => (
              <RoleCharacteristicsPanel
                key={role.id}
                role={role}
                expanded={openRole === role.id}
                onToggle={() => setOpenRole(openRole === role.id ? null : role.id)}
              />
            ))}
        </Stack>
      )}
    </DialogFrame>
  );
}
