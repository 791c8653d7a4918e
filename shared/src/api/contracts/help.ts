/** The help centre's support tickets ('Bug Report' tab and the list in /management). */
import * as z from 'zod/mini';
import { LESSON_MESSAGES } from '../../help/lessons.js';
import {
  SCREENSHOT_MAX_BYTES,
  TICKET_CONTEXT_MAX,
  TICKET_MESSAGES,
  TICKET_REPLY_MAX,
  TICKET_STATES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
  type TicketState,
} from '../../help/tickets.js';
import { requiredText, uploadSize } from './fields.js';

const text = (required: string) =>
  requiredText(TICKET_TEXT_MAX, { required, tooLong: TICKET_MESSAGES.textTooLong, absent: required });

/** Route and browser are context filled in by the SPA: cut to length, never a reason to refuse. */
const context = z.pipe(
  z._default(z.optional(z.string()), ''),
  z.transform((value) => value.slice(0, TICKET_CONTEXT_MAX)),
);

/** POST /help/ticket: a bug report of the signed-in user in the current client. */
export const createTicketRequest = z.object({
  title: requiredText(TICKET_TITLE_MAX, {
    required: TICKET_MESSAGES.titleRequired,
    tooLong: TICKET_MESSAGES.titleTooLong,
    absent: TICKET_MESSAGES.titleRequired,
  }),
  happened: text(TICKET_MESSAGES.happenedRequired),
  expected: text(TICKET_MESSAGES.expectedRequired),
  route: context,
  browser: context,
  /** The id answered by POST /help/screenshot, after the browser PUT the bytes. */
  screenshotId: z._default(
    z.optional(z.nullable(z.uuid({ error: TICKET_MESSAGES.screenshotMissing }))),
    null,
  ),
});

/** POST /help/screenshot: asks for a presigned upload of one screenshot of `size` bytes. */
export const screenshotUploadRequest = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  size: uploadSize(SCREENSHOT_MAX_BYTES, {
    empty: TICKET_MESSAGES.screenshotEmpty,
    tooLarge: TICKET_MESSAGES.screenshotTooLarge,
    absent: TICKET_MESSAGES.screenshotEmpty,
  }),
});

export interface ScreenshotUpload {
  readonly screenshotId: string;
  readonly uploadUrl: string;
}

/** PUT /help/ticket/{id}: the platform support moves a ticket to another state. */
export const updateTicketRequest = z.object({
  state: z.enum(TICKET_STATES, { error: TICKET_MESSAGES.stateInvalid }),
});

/** POST /help/ticket/{id}/reply: the platform support answers the reporter by mail. */
export const replyTicketRequest = z.object({
  text: requiredText(TICKET_REPLY_MAX, {
    required: TICKET_MESSAGES.replyRequired,
    tooLong: TICKET_MESSAGES.replyTooLong,
    absent: TICKET_MESSAGES.replyRequired,
  }),
});

export interface Ticket {
  /** 'PP-2026-0001', also the id in paths. */
  readonly number: string;
  readonly clientId: number;
  readonly clientName: string;
  readonly reporter: string;
  readonly title: string;
  readonly happened: string;
  readonly expected: string;
  readonly route: string;
  readonly browser: string;
  readonly hasScreenshot: boolean;
  readonly state: TicketState;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly replyCount: number;
}

/** GET /help/ticket: the platform support sees every client's tickets, a tenant admin the own client's. */
export interface TicketList {
  readonly tickets: readonly Ticket[];
  /** Whether the caller may change states and reply (the platform superuser). */
  readonly canManage: boolean;
}

/** The progress of the signed-in member in one lesson, stored per user in the current client. */
export interface LessonProgress {
  /** Where the member stopped, in seconds: the player resumes there. */
  readonly positionSeconds: number;
  /** The largest share of the lesson watched so far, 0 to 100. */
  readonly watchedPercent: number;
  /** Watched to at least LESSON_COMPLETE_PERCENT ('Abgeschlossen'). */
  readonly completed: boolean;
}

/** One video lesson of 'BPMN Schulung', with short-lived links to its files. */
export interface Lesson {
  /** The lesson's file name without extension, '01-erstes-modell'; also its id in paths. */
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly summary: string;
  /** Length in seconds, 0 when unknown. */
  readonly durationSeconds: number;
  readonly videoUrl: string;
  /** German captions (WebVTT), when the lesson has them. */
  readonly captionsUrl: string | null;
  /** The chapter list (WebVTT), when the lesson has one. */
  readonly chaptersUrl: string | null;
  readonly progress: LessonProgress | null;
}

/** GET /help/lesson: the lessons sorted by their number. */
export interface LessonList {
  readonly lessons: readonly Lesson[];
}

/** PUT /help/lesson/{id}/progress: where the member stopped and how much was watched. */
export const lessonProgressRequest = z.object({
  positionSeconds: z
    .number({ error: LESSON_MESSAGES.positionInvalid })
    .check(z.gte(0, LESSON_MESSAGES.positionInvalid), z.lte(86_400, LESSON_MESSAGES.positionInvalid)),
  watchedPercent: z
    .number({ error: LESSON_MESSAGES.percentInvalid })
    .check(z.gte(0, LESSON_MESSAGES.percentInvalid), z.lte(100, LESSON_MESSAGES.percentInvalid)),
});
