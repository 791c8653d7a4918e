import { z } from 'zod';

/** POST/PUT /elementNumber */
export const elementNumberRequest = z.object({
  number: z.string().trim().min(1).max(40),
  uuidModel: z.string().uuid(),
  elementId: z.string().min(1).max(200),
});

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
