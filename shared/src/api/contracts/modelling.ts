import * as z from 'zod/mini';

export const customElementRequest = z.object({
  elementTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  imageUrl: z.string().check(z.maxLength(20_000)),
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
