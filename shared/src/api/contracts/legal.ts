import * as z from 'zod/mini';
import { LEGAL_MESSAGES, LEGAL_PAGES, LEGAL_TEXT_MAX, type LegalPage } from '../../privacy/legal.js';

export const legalPagePath = z.object({
  page: z.enum(LEGAL_PAGES, { error: LEGAL_MESSAGES.unknownPage }),
});

export const legalPageRequest = z.object({
  text: z.string(LEGAL_MESSAGES.tooLong).check(z.maxLength(LEGAL_TEXT_MAX, LEGAL_MESSAGES.tooLong)),
});
export type LegalPageRequest = z.infer<typeof legalPageRequest>;

/** A legal page as everybody reads it; `text` is plain text, paragraphs split by blank lines. */
export interface LegalPageView {
  readonly page: LegalPage;
  readonly title: string;
  readonly text: string;
  /** When the superuser last saved it; absent while the operator has written nothing. */
  readonly updatedAt?: string;
}
