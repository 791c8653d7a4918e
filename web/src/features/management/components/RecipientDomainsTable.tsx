import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useRecipientDomains } from '../api/get-recipient-domains';
import { useManagementText } from '../hooks/use-management-text';
import { EmptyRow, LoadingRow } from './TableStates';

const COLUMNS = 4;

/**
 * 'Empfänger je Mail-Domain': per survey, its current round's recipients counted per
 * mail domain — never an address — so a works council can see a list padded with foreign addresses.
 */
export function RecipientDomainsTable() {
  const t = useManagementText();
  const surveys = useRecipientDomains();
  const rows = surveys.data ?? [];
  return (
    <section aria-labelledby="recipient-domains-heading">
      <Typography id="recipient-domains-heading" component="h2" variant="h2" gutterBottom>
        {t('recipientDomains.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('recipientDomains.intro')}
      </Typography>
      {surveys.isError ? (
        <QueryErrorAlert error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="recipient-domains-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('recipientDomains.survey')}</TableCell>
                <TableCell align="right">{t('recipientDomains.round')}</TableCell>
                <TableCell align="right">{t('recipientDomains.recipients')}</TableCell>
                <TableCell>{t('recipientDomains.perDomain')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {surveys.isPending ? (
                <LoadingRow columns={COLUMNS} />
              ) : rows.length === 0 ? (
                <EmptyRow columns={COLUMNS} text={t('recipientDomains.empty')} />
              ) : (
                rows.map((survey) => (
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
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
