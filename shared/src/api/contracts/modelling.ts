import * as z from 'zod';

export const customElementRequest = z.object({
  elementTitle: z.string().trim().min(1).max(60),
  imageUrl: z.string().max(20_000),
});

export interface CustomElement {
  readonly id: string;
  /** Upper case, derived from the title. */
  readonly taskType: string;
  readonly elementTitle: string;
  readonly elementGroup: 'activity';
  readonly imageUrl: string;
  /** GET list: whether the caller may delete it (its creator or an administrator of the client). */
  readonly canDelete?: boolean;
}
