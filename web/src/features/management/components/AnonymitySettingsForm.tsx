import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnonymitySettingsView } from '@prozesspuls/shared';
import { type ChangeEvent, useState } from 'react';
import { useAnonymitySettings } from '../api/get-anonymity-settings';
import { useSaveAnonymitySettings } from '../api/save-anonymity-settings';
import { useManagementText } from '../hooks/use-management-text';
import { anonymityFormResult } from '../utils/anonymity-form';
import { type AreaFormProps, AreaSettingsCard, AreaSettingsForm } from './AreaSettings';

function AnonymityForm({ settings, onSaved }: AreaFormProps<AnonymitySettingsView>) {
  const t = useManagementText();
  const save = useSaveAnonymitySettings();
  const [threshold, setThreshold] = useState(String(settings.anonymityThreshold));
  const [freeText, setFreeText] = useState(String(settings.freeTextThreshold));
  const [error, setError] = useState<string | undefined>();
  const { anonymityThreshold: bounds, freeTextThreshold: freeTextBounds } = settings.bounds;

  const submit = () => {
    const result = anonymityFormResult(settings, threshold, freeText);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    save.mutate(result.settings, { onSuccess: onSaved });
  };
  // What both whole-number fields share: their value, editing clears the error, digits only.
  const numberField = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    disabled: save.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(set)(event.target.value),
    slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } as const },
  });
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(undefined);
    if (save.isError) save.reset();
  };

  return (
    <AreaSettingsForm
      area="anonymity"
      save={save}
      onSubmit={submit}
      error={error}
      note={t('anonymity.onlyUpward')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...numberField('anonymityThreshold', threshold, setThreshold)}
          label={t('anonymity.threshold')}
          helperText={t('anonymity.thresholdHint', bounds)}
        />
        <TextField
          {...numberField('freeTextThreshold', freeText, setFreeText)}
          label={t('anonymity.freeTextThreshold')}
          helperText={t('anonymity.freeTextHint', freeTextBounds)}
        />
      </Stack>
    </AreaSettingsForm>
  );
}

/**
 * The client's anonymity thresholds for survey evaluations: below them no group result
 * leaves the API. An administrator can only raise them (5–10; free text from 10).
 */
export function AnonymitySettingsForm({ onSaved }: { readonly onSaved: () => void }) {
  const settings = useAnonymitySettings();
  return (
    <AreaSettingsCard id="anonymity" area="anonymity" settings={settings}>
      {(data) => (
        <AnonymityForm
          key={`${data.anonymityThreshold}-${data.freeTextThreshold}`}
          settings={data}
          onSaved={onSaved}
        />
      )}
    </AreaSettingsCard>
  );
}
