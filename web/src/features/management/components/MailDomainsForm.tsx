import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MailDomainSettings } from '@prozesspuls/shared';
import { normalizeMailDomain } from '@prozesspuls/shared/px';
import { type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useMailDomains } from '../api/get-mail-domains';
import { useSaveMailDomains } from '../api/save-mail-domains';
import { useManagementText } from '../hooks/use-management-text';

/** The typed domains as the server stores them: normalised, each once, in the order typed. */
const uniqueDomains = (values: readonly string[]) => [
  ...new Set(values.map(normalizeMailDomain).filter((domain) => domain !== '')),
];

function DomainsForm({
  settings,
  onSaved,
}: {
  readonly settings: MailDomainSettings;
  readonly onSaved: () => void;
}) {
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(uniqueDomains([...domains, typed]), { onSuccess: onSaved });
    setTyped('');
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
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
      <Typography variant="body2" color="text.secondary">
        {settings.saved ? '' : `${t('mailDomains.usingDefault')} `}
        {settings.canWiden ? t('mailDomains.canWiden') : t('mailDomains.onlyDefault')}
      </Typography>
      {save.isError && <Alert severity="error">{messageOf(save.error, t('mailDomains.failed'))}</Alert>}
      {save.isPending && <LinearProgress aria-label={t('mailDomains.saving')} />}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The client's allowed mail domains for survey recipients: only their addresses receive
 * surveys and count toward the anonymity threshold. A tenant administrator narrows the default
 * (the users' domains); only a platform superuser may widen it (the server enforces both).
 */
export function MailDomainsForm({ onSaved }: { readonly onSaved: () => void }) {
  const t = useManagementText();
  const settings = useMailDomains();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mail-domains-heading"
      sx={{ p: 3, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography id="mail-domains-heading" variant="h6" component="h2">
          {t('mailDomains.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mailDomains.intro')}
        </Typography>
        {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {settings.isError && (
          <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && (
          <DomainsForm key={settings.data.domains.join(',')} settings={settings.data} onSaved={onSaved} />
        )}
      </Stack>
    </Paper>
  );
}
