import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useAudit } from '../api/get-audit';
import { useManagementText } from '../hooks/use-management-text';
import { auditActionKey, formatAuditDetails, formatGermanDateTime } from '../utils/audit';
import { EmptyRow, LoadingRow } from './TableStates';

const FIRST_ENTRIES = 10;
const COLUMNS = 5;

/** 'Änderungsprotokoll': the client's administrative changes, newest first (superusers). */
export function AuditLog() {
  const t = useManagementText();
  const audit = useAudit({ enabled: true });
  const [showAll, setShowAll] = useState(false);
  const entries = audit.data ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);
  const words = { yes: t('audit.yes'), no: t('audit.no') };

  return (
    <section aria-labelledby="audit-heading">
      <Typography id="audit-heading" component="h2" variant="h2" gutterBottom>
        {t('audit.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('audit.intro')}
      </Typography>
      {audit.isError ? (
        <QueryErrorAlert error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="audit-heading">
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('audit.at')}</TableCell>
                <TableCell>{t('audit.actor')}</TableCell>
                <TableCell>{t('audit.action')}</TableCell>
                <TableCell>{t('audit.target')}</TableCell>
                <TableCell>{t('audit.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.isPending ? (
                <LoadingRow columns={COLUMNS} />
              ) : entries.length === 0 ? (
                <EmptyRow columns={COLUMNS} text={t('audit.empty')} />
              ) : (
                shown.map((entry) => {
                  const actionKey = auditActionKey(entry.action);
                  return (
                    <TableRow key={`${entry.at}|${entry.action}|${entry.target}|${entry.actor}`} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatGermanDateTime(entry.at)}</TableCell>
                      <TableCell>{entry.actor}</TableCell>
                      <TableCell>{actionKey ? t(actionKey) : entry.action}</TableCell>
                      <TableCell
                        sx={{
                          wordBreak: 'break-all',
                          maxWidth: 220,
                          fontFamily: 'monospace',
                          fontSize: '0.8rem',
                        }}
                      >
                        {entry.target}
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                        {formatAuditDetails(entry.details, words)}
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {entries.length > FIRST_ENTRIES && (
        <Button sx={{ mt: 1 }} onClick={() => setShowAll((current) => !current)}>
          {showAll ? t('audit.showLess') : t('audit.showAll', { total: entries.length })}
        </Button>
      )}
    </section>
  );
}
