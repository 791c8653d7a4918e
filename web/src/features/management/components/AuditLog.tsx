import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useAudit } from '../api/get-audit';
import { useManagementText } from '../hooks/use-management-text';
import { auditActionKey, formatAuditDetails, formatGermanDateTime } from '../utils/audit';
import { QueryTable, TableSection } from './TableStates';

const FIRST_ENTRIES = 10;

/** 'Änderungsprotokoll': the client's administrative changes, newest first (superusers). */
export function AuditLog() {
  const t = useManagementText();
  const audit = useAudit({ enabled: true });
  const [showAll, setShowAll] = useState(false);
  const entries = audit.data ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);
  const words = { yes: t('audit.yes'), no: t('audit.no') };

  return (
    <TableSection id="audit-heading" title={t('audit.heading')} intro={t('audit.intro')}>
      <QueryTable
        labelledBy="audit-heading"
        query={audit}
        columns={[
          { label: t('audit.at'), cell: { sx: { whiteSpace: 'nowrap' } } },
          { label: t('audit.actor') },
          { label: t('audit.action') },
          { label: t('audit.target') },
          { label: t('audit.details') },
        ]}
        rows={shown}
        emptyText={t('audit.empty')}
        renderRow={(entry) => {
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
        }}
      />
      {entries.length > FIRST_ENTRIES && (
        <Button sx={{ mt: 1 }} onClick={() => setShowAll((current) => !current)}>
          {showAll ? t('audit.showLess') : t('audit.showAll', { total: entries.length })}
        </Button>
      )}
    </TableSection>
  );
}
