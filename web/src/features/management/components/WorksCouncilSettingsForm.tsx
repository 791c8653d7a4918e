import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SaveError } from '@/components/cards/SettingsCard';
import { useWorksCouncilSettings } from '@/lib/api/get-works-council-settings';
import { useSaveWorksCouncilSettings } from '../api/save-works-council-settings';
import { useManagementText } from '../hooks/use-management-text';
import { AreaSettingsCard } from './AreaSettings';

/**
 * The tenant's works council setting: whether every questionnaire needs the works council's
 * approval before it is sent (default off; the send route enforces it).
 */
export function WorksCouncilSettingsForm({ onSaved }: { readonly onSaved: () => void }) {
  const t = useManagementText();
  const settings = useWorksCouncilSettings();
  const save = useSaveWorksCouncilSettings();
  return (
    <AreaSettingsCard
      id="works-council"
      area="worksCouncil"
      settings={settings}
      after={<SaveError save={save} failedText={t('worksCouncil.failed')} />}
    >
      {(data) => (
        <FormControlLabel
          control={
            <Switch
              checked={data.approvalRequired}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({ approvalRequired: event.target.checked }, { onSuccess: onSaved })
              }
            />
          }
          label={t('worksCouncil.approvalRequired')}
        />
      )}
    </AreaSettingsCard>
  );
}
