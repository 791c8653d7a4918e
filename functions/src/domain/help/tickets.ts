import { randomUUID } from 'node:crypto';
import {
  type createTicketRequest,
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
import type { z } from 'zod';
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
import { getDb } from '../../data/db.js';
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

type TicketRecord = {
  clientId: number;
  number: string;
  reporter: string;
  title: string;
  happened: string;
  expected: string;
  route: string;
  browser: string;
  screenshotKey?: string | undefined;
  screenshotType?: string | undefined;
  state: string;
  createdAt: string;
  updatedAt: string;
  replyCount: number;
};

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
  const { data } = await getDb()
    .entities.client.get(unique.map((clientId) => ({ clientId })))
    .go();
  return new Map(data.map((client) => [client.clientId, client.companyName]));
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
  if (!type || !(SCREENSHOT_TYPES as readonly string[]).includes(type))
    throw await refuse(TICKET_MESSAGES.screenshotType);
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
  const db = getDb();
  const name = ticketCounterName(year);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const { data: counter } = await db.entities.counter.get({ name }).go({ consistent: true });
    const current = counter?.value ?? 0;
    const record: TicketRecord = { ...fields, number: ticketNumber(year, current + 1), replyCount: 0 };
    const result = await db.transaction
      .write(({ counter: counters, helpTicket }) => [
        counter
          ? counters
              .patch({ name })
              .set({ value: current + 1 })
              .where((a, op) => op.eq(a.value, current))
              .commit()
          : counters.create({ name, value: 1 }).commit(),
        helpTicket.create(record).commit(),
      ])
      .go();
    if (!result.canceled) return record;
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
  const { data: user } = await getDb().entities.user.get({ userId: caller.userId }).go();
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

async function ticketsOfClient(clientId: number): Promise<TicketRecord[]> {
  const { data } = await getDb().entities.helpTicket.query.byClient({ clientId }).go({ pages: 'all' });
  return data;
}

/**
 * The tickets the caller may see, newest first: the platform superuser every client's (each
 * client's partition read on its own, so no key leaves the tenant), a tenant admin the own client's.
 */
export async function listTickets(caller: Identity): Promise<TicketList> {
  let records: TicketRecord[];
  if (caller.isSuperuser) {
    const { data: clients } = await getDb().entities.client.query.all({}).go({ pages: 'all' });
    records = (await Promise.all(clients.map((client) => ticketsOfClient(client.clientId)))).flat();
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
  const db = getDb();
  if (!caller.isSuperuser) {
    const { data } = await db.entities.helpTicket.get({ clientId: caller.clientId, number }).go();
    if (!data) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    return data;
  }
  const { data: clients } = await db.entities.client.query.all({}).go({ pages: 'all' });
  if (clients.length === 0) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
  const { data } = await db.entities.helpTicket
    .get(clients.map((client) => ({ clientId: client.clientId, number })))
    .go();
  const found = data[0];
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
  const { data } = await getDb()
    .entities.helpTicket.patch({ clientId: ticket.clientId, number })
    .set({ state, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return withClientName(data);
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
  const { data } = await getDb()
    .entities.helpTicket.patch({ clientId: ticket.clientId, number })
    .add({ replyCount: 1 })
    .set({ updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return withClientName(data);
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
