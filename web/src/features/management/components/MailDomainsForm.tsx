import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { MailDomainSettings } from '@prozesspuls/shared';
import { normalizeMailDomain } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { useMailDomains } from '../api/get-mail-domains';
import { useSaveMailDomains } from '../api/save-mail-domains';
import { useManagementText } from '../hooks/use-management-text';
import { type AreaFormProps, AreaSettingsCard, AreaSettingsForm } from './AreaSettings';

/** The typed domains as the server stores them: normalised, each once, in the order typed. */
const uniqueDomains = (values: readonly string[]) => [
  ...new Set(values.map(normalizeMailDomain).filter((domain) => domain !== '')),
];

function DomainsForm({ settings, onSaved }: AreaFormProps<MailDomainSettings>) {
  const t = useManagementText();
  const save = useSaveMailDomains();
  const [domains, setDomains] = useState<string[]>([...settings.domains]);
  const [typed, setTyped] = useState('');

  const commitTyped = (text: string) => {
    if (text.trim() === '') return;
    setDomains((current) => uniqueDomains([...current, ...text.split(/[\s,;]+/)]));
    setTyped('');
    if (save.isError) save.reset();
  };
  const submit = () => {
    save.mutate(uniqueDomains([...domains, typed]), { onSuccess: onSaved });
    setTyped('');
  };

  // Who may add domains beyond the default, and whether the default applies.
  const reach = settings.canWiden ? t('mailDomains.canWiden') : t('mailDomains.onlyDefault');
  const note = settings.saved ? reach : `${t('mailDomains.usingDefault')} ${reach}`;

  return (
    <AreaSettingsForm area="mailDomains" save={save} onSubmit={submit} spacing={2} note={note}>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        // A tenant administrator chooses among the default; a superuser may type any domain.
        options={settings.defaults.filter((domain) => !domains.includes(domain))}
        value={domains}
        inputValue={typed}
        disabled={save.isPending}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' && /[\s,;]/.test(value)) commitTyped(value);
          else setTyped(value);
        }}
        onChange={(_event, value) => {
          setDomains(uniqueDomains(value));
          if (save.isError) save.reset();
        }}
        renderValue={(value, getItemProps) =>
          value.map((domain, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} {...itemProps} size="small" label={domain} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            name="mailDomains"
            label={t('mailDomains.domains')}
            placeholder={t('mailDomains.placeholder')}
            onBlur={() => commitTyped(typed)}
            helperText={t('mailDomains.defaultHint', { domains: settings.defaults.join(', ') || '–' })}
          />
        )}
      />
    </AreaSettingsForm>
  );
}

/**
 * The client's allowed mail domains for survey recipients: only their addresses receive
 * surveys and count toward the anonymity threshold. A tenant administrator narrows the default
 * (the users' domains); only a platform superuser may widen it (the server enforces both).
 */
export function MailDomainsForm({ onSaved }: { readonly onSaved: () => void }) {
  const settings = useMailDomains();
  return (
    <AreaSettingsCard id="mail-domains" area="mailDomains" settings={settings}>
      {(data) => <DomainsForm key={data.domains.join(',')} settings={data} onSaved={onSaved} />}
    </AreaSettingsCard>
  );
}
