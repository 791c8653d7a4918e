import { randomUUID } from 'node:crypto';
import {
  type createTicketRequest,
  isOneOf,
  type replyTicketRequest,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  type ScreenshotUpload,
  TICKET_MESSAGES,
  type Ticket,
  type TicketList,
  type TicketState,
  ticketCounterName,
  ticketNumber,
} from '@prozesspuls/shared';
import type * as z from 'zod/mini';
import {
  deleteDocument,
  presignDocumentDownload,
  presignDocumentUpload,
  putDocument,
  readDocument,
} from '../../adapters/documentStorage.js';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { optionalSetting, setting } from '../../config/env.js';
import {
  countTicketReply,
  createTicketCounted,
  findTicketInClients,
  loadTicket,
  setTicketStateRecord,
  type TicketRecord,
  ticketCounterValue,
  ticketsOfClient,
} from '../../data/repositories/helpTickets.js';
import { allClientIds } from '../../data/repositories/retention.js';
import { clientRecords } from '../../data/repositories/tenantData.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { checkDocumentContent } from '../elementContent/documentType.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { reporterTicketMail, supportTicketMail, ticketReplyMail } from './ticketMails.js';

/** Tries to draw a number before giving up; each lost race costs one retry. */
const NUMBER_ATTEMPTS = 8;

/** Screenshots sit in the documents bucket below the reporter's tenant: `<clientId>/help/screenshots/<id>`. */
const screenshotKey = (clientId: number, screenshotId: string) =>
  `${clientId}/help/screenshots/${screenshotId}`;

/**
 * Uploads go to a staging key; only the bytes checked when the ticket is sent are stored under
 * `screenshotKey`, so the upload URL used again later never changes what support sees.
 */
const screenshotStagingKey = (clientId: number, screenshotId: string) =>
  `${clientId}/help/screenshots/staging/${screenshotId}`;

/** Bug reports go to SUPPORT_MAIL; a deployment without it sends them to its own sender address. */
export const supportAddress = () => optionalSetting('supportMail') ?? setting('mailFrom');

const toTicket = (record: TicketRecord, clientName: string): Ticket => ({
  number: record.number,
  clientId: record.clientId,
  clientName,
  reporter: record.reporter,
  title: record.title,
  happened: record.happened,
  expected: record.expected,
  route: record.route,
  browser: record.browser,
  hasScreenshot: record.screenshotKey !== undefined,
  state: record.state as TicketState,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  replyCount: record.replyCount,
});

async function clientNames(clientIds: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(clientIds)];
  if (unique.length === 0) return new Map();
  const clients = await clientRecords(unique);
  return new Map(clients.map((client) => [client.clientId, client.companyName]));
}

/** Step 1 of a screenshot: a presigned PUT of exactly `size` bytes (≤ 5 MB, checked by the contract). */
export async function screenshotUploadSlot(caller: Identity, size: number): Promise<ScreenshotUpload> {
  const screenshotId = randomUUID();
  const uploadUrl = await presignDocumentUpload(screenshotStagingKey(caller.clientId, screenshotId), size);
  return { screenshotId, uploadUrl };
}

/** The uploaded screenshot's key and type after its size and type (an image, by content) are checked; a refused one is deleted. */
async function checkedScreenshot(
  clientId: number,
  screenshotId: string,
): Promise<{ screenshotKey: string; screenshotType: string }> {
  const staged = screenshotStagingKey(clientId, screenshotId);
  const bytes = await readDocument(staged);
  if (bytes === undefined) throw new RuleViolation(TICKET_MESSAGES.screenshotMissing);
  const refuse = async (msg: string) => {
    await deleteDocument(staged).catch(() => undefined);
    return new RuleViolation(msg);
  };
  if (bytes.length === 0) throw await refuse(TICKET_MESSAGES.screenshotEmpty);
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw await refuse(TICKET_MESSAGES.screenshotTooLarge);
  // Decided by the bytes read here, and exactly these bytes are stored.
  const check = await checkDocumentContent('screenshot', bytes);
  const type = 'contentType' in check ? check.contentType : undefined;
  if (!isOneOf(SCREENSHOT_TYPES, type)) throw await refuse(TICKET_MESSAGES.screenshotType);
  const key = screenshotKey(clientId, screenshotId);
  await putDocument(key, bytes, type);
  await deleteDocument(staged).catch((error: unknown) =>
    logger.warn('staged screenshot not deleted', { screenshotId, error }),
  );
  return { screenshotKey: key, screenshotType: type };
}

/**
 * Draws the year's next number and creates the ticket in ONE transaction: the counter moves from
 * the value read to the next only if nobody moved it meanwhile, and the ticket is created only if
 * its number is free. Two reports at once never get the same number; the loser reads again.
 */
async function createWithNextNumber(
  year: number,
  fields: Omit<TicketRecord, 'number' | 'replyCount'>,
): Promise<TicketRecord> {
  const name = ticketCounterName(year);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const counted = await ticketCounterValue(name);
    const current = counted ?? 0;
    const record: TicketRecord = { ...fields, number: ticketNumber(year, current + 1), replyCount: 0 };
    if (await createTicketCounted(name, counted, record)) return record;
  }
  throw new Conflict(TICKET_MESSAGES.numberBusy);
}

/**
 * A member's bug report: checks the screenshot, stores the ticket with its number, then mails the
 * platform support and the reporter. A failed mail is logged and never undoes the ticket.
 */
export async function createTicket(
  caller: Identity,
  request: z.infer<typeof createTicketRequest>,
  now: Date,
): Promise<Ticket> {
  const screenshot =
    request.screenshotId === null
      ? undefined
      : await checkedScreenshot(caller.clientId, request.screenshotId);
  const at = now.toISOString();
  const user = await loadUser(caller.userId);
  const record = await createWithNextNumber(now.getUTCFullYear(), {
    clientId: caller.clientId,
    reporter: user?.email ?? caller.userId,
    title: request.title,
    happened: request.happened,
    expected: request.expected,
    route: request.route,
    browser: request.browser,
    ...(screenshot ?? {}),
    state: 'OPEN',
    createdAt: at,
    updatedAt: at,
  });
  const clientName = (await clientNames([caller.clientId])).get(caller.clientId) ?? String(caller.clientId);
  const ticket = toTicket(record, clientName);
  const facts = { ...ticket, clientName };
  await Promise.all(
    [supportTicketMail(supportAddress(), facts), reporterTicketMail(facts)].map(async (mail) => {
      try {
        await sendMail(mail);
      } catch (error) {
        logger.error('help ticket mail failed', { error, number: ticket.number });
      }
    }),
  );
  return ticket;
}

/**
 * The tickets the caller may see, newest first: the platform superuser every client's (each
 * client's partition read on its own, so no key leaves the tenant), a tenant admin the own client's.
 */
export async function listTickets(caller: Identity): Promise<TicketList> {
  let records: TicketRecord[];
  if (caller.isSuperuser) {
    const clientIds = await allClientIds();
    records = (await Promise.all(clientIds.map((clientId) => ticketsOfClient(clientId)))).flat();
  } else {
    records = await ticketsOfClient(caller.clientId);
  }
  const names = await clientNames(records.map((record) => record.clientId));
  const tickets = records
    .map((record) => toTicket(record, names.get(record.clientId) ?? String(record.clientId)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number.localeCompare(a.number));
  return { tickets, canManage: caller.isSuperuser };
}

/** A ticket by number as the caller may see it; 404 for another client's ticket (no existence leak). */
async function visibleTicket(caller: Identity, number: string): Promise<TicketRecord> {
  if (!caller.isSuperuser) {
    const own = await loadTicket(caller.clientId, number);
    if (!own) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    return own;
  }
  const clientIds = await allClientIds();
  if (clientIds.length === 0) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
  const found = await findTicketInClients(clientIds, number);
  if (!found) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
  return found;
}

function requireSupport(caller: Identity) {
  if (!caller.isSuperuser) throw new PermissionDenied(TICKET_MESSAGES.onlySupport);
}

async function withClientName(record: TicketRecord): Promise<Ticket> {
  const names = await clientNames([record.clientId]);
  return toTicket(record, names.get(record.clientId) ?? String(record.clientId));
}

/** The platform support moves a ticket to a state (Offen, In Bearbeitung, Erledigt). */
export async function setTicketState(
  caller: Identity,
  number: string,
  state: TicketState,
  now: Date,
): Promise<Ticket> {
  requireSupport(caller);
  const ticket = await visibleTicket(caller, number);
  return withClientName(await setTicketStateRecord(ticket.clientId, number, state, now.toISOString()));
}

/**
 * The platform support answers the reporter by mail; the ticket counts its replies. The mail goes
 * first: a reply that could not be sent is an error to the support, not a silently counted one.
 */
export async function replyToTicket(
  caller: Identity,
  number: string,
  request: z.infer<typeof replyTicketRequest>,
  now: Date,
): Promise<Ticket> {
  requireSupport(caller);
  const ticket = await visibleTicket(caller, number);
  await sendMail(ticketReplyMail({ to: ticket.reporter, number, title: ticket.title, text: request.text }));
  return withClientName(await countTicketReply(ticket.clientId, number, now.toISOString()));
}

/** A link to a ticket's screenshot (presigned, 5 minutes), for whoever may see the ticket. */
export async function ticketScreenshotLink(caller: Identity, number: string): Promise<{ url: string }> {
  const ticket = await visibleTicket(caller, number);
  if (!ticket.screenshotKey) throw new NotFound(TICKET_MESSAGES.screenshotMissing);
  const type = ticket.screenshotType ?? 'image/png';
  const extension = type.split('/')[1] ?? 'png';
  return {
    url: await presignDocumentDownload(ticket.screenshotKey, `${number}-screenshot.${extension}`, type),
  };
}
