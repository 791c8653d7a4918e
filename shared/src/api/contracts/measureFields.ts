/** The fields a measure has alike in the measures plan and in a risk assessment's steps 4 and 5. */
import * as z from 'zod/mini';
import {
  isValidDueDate,
  MEASURE_DESCRIPTION_MAX,
  MEASURE_MESSAGES,
  MEASURE_STATUSES,
  MEASURE_TITLE_MAX,
} from '../../px/measures/measures.js';
import { requiredText } from './fields.js';

export const measureFields = {
  title: requiredText(MEASURE_TITLE_MAX, {
    required: MEASURE_MESSAGES.titleRequired,
    tooLong: MEASURE_MESSAGES.titleTooLong,
  }),
  description: z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(MEASURE_DESCRIPTION_MAX, MEASURE_MESSAGES.descriptionTooLong)),
    ),
    '',
  ),
  responsibleUserId: requiredText(320, {
    required: MEASURE_MESSAGES.responsibleRequired,
    absent: MEASURE_MESSAGES.responsibleRequired,
  }),
  dueDate: z
    .string({ error: MEASURE_MESSAGES.dueDateInvalid })
    .check(
      z.maxLength(10, MEASURE_MESSAGES.dueDateInvalid),
      z.refine(isValidDueDate, MEASURE_MESSAGES.dueDateInvalid),
    ),
  status: z._default(
    z.optional(z.enum(MEASURE_STATUSES, { error: MEASURE_MESSAGES.statusInvalid })),
    'offen',
  ),
};
