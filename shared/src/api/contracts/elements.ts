import * as z from 'zod/mini';

/** POST/PUT /elementNumber */
export const elementNumberRequest = z.object({
  number: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  uuidModel: z.string().check(z.uuid()),
  elementId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** Most numbers one batch call takes (a 2,000-element model in one call, with room). */
export const ELEMENT_NUMBER_BATCH_MAX = 5000;

/** PUT /elementNumber/bpmn/{uuid} (beyond the spec): many numbers of one model in one call. */
export const elementNumberBatchRequest = z.object({
  numbers: z
    .array(
      z.object({
        elementId: z.string().check(z.minLength(1), z.maxLength(200)),
        number: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
      }),
    )
    .check(z.minLength(1), z.maxLength(ELEMENT_NUMBER_BATCH_MAX)),
});

/**
 * The batch's answer: the numbers written, and the chunks (one transaction each) that a
 * concurrent change canceled — each wrote nothing. `msg` says it in German.
 */
export interface ElementNumberBatchResult {
  readonly written: number;
  readonly numbers: readonly ElementNumber[];
  readonly failedChunks: readonly { readonly elementIds: readonly string[] }[];
  readonly msg: string;
}

export interface ElementNumber {
  readonly number: string;
  readonly uuidModel: string;
  readonly elementId: string;
}

/** GET /bpmn/{uuid}/attachments item */
export interface ElementAttachments {
  readonly elementId: string;
  readonly hasComment: boolean;
  readonly hasDocument: boolean;
  readonly hasDescription: boolean;
  readonly hasQuestion: boolean;
  readonly elementNum: string | null;
}
