import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prozesspuls/shared';
import { TICKET_STATE_LABELS, TICKET_STATES, type TicketState } from '@prozesspuls/shared/help';
import { Fragment, useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { ticketScreenshotLink } from '../api/get-ticket-screenshot';
import { useTickets } from '../api/get-tickets';
import { useReplyTicket } from '../api/reply-ticket';
import { useSetTicketState } from '../api/set-ticket-state';
import { useManagementText } from '../hooks/use-management-text';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { ManagementHeader } from './ManagementHeader';
import { EmptyRow, LoadingRow } from './TableStates';

/**
 * '/management/tickets': the bug reports of the help centre, newest first. The platform
 * superuser sees every client's, sets the state (Offen, In Bearbeitung, Erledigt) and answers by
 * mail; a tenant admin reads the own client's. A row opens its details.
 */
export function TicketManagement() {
  const t = useManagementText();
  const tickets = useTickets();
  const setState = useSetTicketState();
  const feedback = useFeedback();
  const [open, setOpen] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<Ticket | null>(null);
  const canManage = tickets.data?.canManage === true;
  const columns = canManage ? 7 : 5;

  const changeState = (ticket: Ticket, state: TicketState) =>
    setState.mutate(
      { number: ticket.number, state },
      {
        onSuccess: () => feedback.success(t('tickets.stateSaved')),
        onError: (error) => feedback.error(messageOf(error, t('tickets.state'))),
      },
    );
  const openScreenshot = async (ticket: Ticket) => {
    try {
      const { url } = await ticketScreenshotLink(ticket.number);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      feedback.error(messageOf(error, t('tickets.screenshot')));
    }
  };

  return (
    <>
      <ManagementHeader
        back
        title={t('tickets.title')}
        intro={canManage ? t('tickets.introSupport') : t('tickets.introAdmin')}
      />
      {tickets.isError && <QueryErrorAlert error={tickets.error} onRetry={() => void tickets.refetch()} />}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('tickets.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tickets.number')}</TableCell>
              <TableCell>{t('tickets.created')}</TableCell>
              {canManage && <TableCell>{t('tickets.client')}</TableCell>}
              <TableCell>{t('tickets.reporter')}</TableCell>
              <TableCell>{t('tickets.ticketTitle')}</TableCell>
              <TableCell>{t('tickets.state')}</TableCell>
              {canManage && <TableCell>{t('tickets.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {tickets.isPending && <LoadingRow columns={columns} />}
            {tickets.data?.tickets.length === 0 && <EmptyRow columns={columns} text={t('tickets.empty')} />}
            {tickets.data?.tickets.map((ticket) => (
              <Fragment key={ticket.number}>
                <TableRow
                  hover
                  data-testid="ticket-row"
                  onClick={() => setOpen(open === ticket.number ? null : ticket.number)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontFamily: 'monospace' }}>{ticket.number}</TableCell>
                  <TableCell>{formatDateTime(ticket.createdAt)}</TableCell>
                  {canManage && <TableCell>{ticket.clientName}</TableCell>}
                  <TableCell>{ticket.reporter}</TableCell>
                  <TableCell>{ticket.title}</TableCell>
                  <TableCell onClick={(event) => event.stopPropagation()}>
                    {canManage ? (
                      <TextField
                        select
                        size="small"
                        value={ticket.state}
                        label={t('tickets.state')}
                        onChange={(event) => changeState(ticket, event.target.value as TicketState)}
                        slotProps={{ htmlInput: { 'aria-label': `${t('tickets.state')} ${ticket.number}` } }}
                      >
                        {TICKET_STATES.map((state) => (
                          <MenuItem key={state} value={state}>
                            {TICKET_STATE_LABELS[state]}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      TICKET_STATE_LABELS[ticket.state]
                    )}
                  </TableCell>
                  {canManage && (
                    <TableCell onClick={(event) => event.stopPropagation()}>
                      <Button size="small" onClick={() => setReplyTo(ticket)}>
                        {t('tickets.reply')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
                <TableRow>
                  <TableCell
                    colSpan={columns}
                    sx={{ py: 0, borderBottom: open === ticket.number ? undefined : 0 }}
                  >
                    <Collapse in={open === ticket.number} unmountOnExit>
                      <Stack
                        spacing={1}
                        sx={{ py: 2 }}
                        aria-label={t('tickets.details', { number: ticket.number })}
                      >
                        <Detail label={t('tickets.happened')} text={ticket.happened} />
                        <Detail label={t('tickets.expected')} text={ticket.expected} />
                        <Detail label={t('tickets.route')} text={ticket.route || '–'} />
                        <Detail label={t('tickets.browser')} text={ticket.browser || '–'} />
                        <Typography variant="body2" color="text.secondary">
                          {t('tickets.replies', { count: ticket.replyCount })}
                        </Typography>
                        {ticket.hasScreenshot && (
                          <Button
                            sx={{ alignSelf: 'flex-start' }}
                            onClick={() => void openScreenshot(ticket)}
                          >
                            {t('tickets.screenshot')}
                          </Button>
                        )}
                      </Stack>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {replyTo && (
        <ReplyDialog
          ticket={replyTo}
          onClose={() => setReplyTo(null)}
          onSent={() => {
            setReplyTo(null);
            feedback.success(t('tickets.replySent'));
          }}
        />
      )}
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}

function Detail({ label, text }: { readonly label: string; readonly text: string }) {
  return (
    <div>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    </div>
  );
}

/** The support's answer to a ticket's reporter, sent by mail. */
function ReplyDialog({
  ticket,
  onClose,
  onSent,
}: {
  readonly ticket: Ticket;
  readonly onClose: () => void;
  readonly onSent: () => void;
}) {
  const t = useManagementText();
  const reply = useReplyTicket();
  const [text, setText] = useState('');
  return (
    <FormDialog
      title={t('tickets.replyTitle', { number: ticket.number })}
      width={600}
      onClose={onClose}
      busy={reply.isPending}
      submitLabel={t('tickets.send')}
      submitDisabled={text.trim() === ''}
      onSubmit={() => reply.mutate({ number: ticket.number, text }, { onSuccess: onSent })}
    >
      <Stack spacing={2}>
        <TextField
          label={t('tickets.replyText', { reporter: ticket.reporter })}
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        {reply.isError && <Alert severity="error">{messageOf(reply.error, t('tickets.reply'))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
