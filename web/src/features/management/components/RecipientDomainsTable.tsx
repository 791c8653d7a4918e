import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecipientDomains } from '../api/get-recipient-domains';
import { useManagementText } from '../hooks/use-management-text';
import { QueryTable, TableSection } from './TableStates';

/**
 * 'Empfänger je Mail-Domain': per survey, its current round's recipients counted per
 * mail domain — never an address — so a works council can see a list padded with foreign addresses.
 */
export function RecipientDomainsTable() {
  const t = useManagementText();
  const surveys = useRecipientDomains();
  const rows = surveys.data ?? [];
  return (
    <TableSection
      id="recipient-domains-heading"
      title={t('recipientDomains.heading')}
      intro={t('recipientDomains.intro')}
    >
      <QueryTable
        labelledBy="recipient-domains-heading"
        query={surveys}
        columns={[
          { label: t('recipientDomains.survey') },
          { label: t('recipientDomains.round'), cell: { align: 'right' } },
          { label: t('recipientDomains.recipients'), cell: { align: 'right' } },
          { label: t('recipientDomains.perDomain') },
        ]}
        rows={rows}
        emptyText={t('recipientDomains.empty')}
        renderRow={(survey) => (
          <TableRow key={survey.surveyId} hover data-testid="recipient-domains-row">
            <TableCell>
              {survey.title}
              {survey.archived && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` (${t('recipientDomains.archived')})`}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{survey.round}</TableCell>
            <TableCell align="right">{survey.recipients}</TableCell>
            <TableCell>
              {survey.domains.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('recipientDomains.notSent')}
                </Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {survey.domains.map(({ domain, count }) => (
                    <Chip
                      key={domain}
                      size="small"
                      variant="outlined"
                      label={t('recipientDomains.domainCount', { domain, count })}
                    />
                  ))}
                </Stack>
              )}
            </TableCell>
          </TableRow>
        )}
      />
    </TableSection>
  );
}
