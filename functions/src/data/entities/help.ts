/** The help centre's support tickets. */
import { optionalString, requiredNumber, requiredString, tenantEntity, zeroCounter } from './common.js';

/**
 * A bug report of a member, in the reporter's tenant partition `T#<clientId>`, sorted by its number
 * (`HELPTICKET#PP-2026-0001`). A tenant admin lists the own client with one Query of that prefix;
 * the platform support reads every client's partition. The number is drawn from the year's counter
 * in the same transaction that creates the ticket (domain/help/tickets.ts).
 */
export const helpTicketSchema = tenantEntity('helpTicket', 'HELPTICKET#${number}', {
  number: requiredString,
  reporter: requiredString,
  title: requiredString,
  happened: requiredString,
  expected: requiredString,
  route: { type: 'string', required: true, default: '' },
  browser: { type: 'string', required: true, default: '' },
  /** The screenshot's object key in the documents bucket, when one was uploaded. */
  screenshotKey: optionalString,
  screenshotType: optionalString,
  state: requiredString,
  createdAt: requiredString,
  updatedAt: requiredString,
  replyCount: zeroCounter,
});

/**
 * How far a member got in one video lesson of 'BPMN Schulung': in the member's current tenant
 * partition `T#<clientId>`, one item per user and lesson (`LESSONPROGRESS#<userId>#<lesson>`), so
 * one Query of the user's prefix reads the progress of every lesson.
 */
export const lessonProgressSchema = tenantEntity('lessonProgress', 'LESSONPROGRESS#${userId}#${lesson}', {
  userId: requiredString,
  lesson: requiredString,
  positionSeconds: requiredNumber,
  watchedPercent: requiredNumber,
  completed: { type: 'boolean', required: true },
  updatedAt: requiredString,
});
