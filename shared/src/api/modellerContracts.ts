import { z } from 'zod';
import { BPMN_MAX_BYTES } from '../processes/messages.js';

/** POST /bpmn/{uuid}/editMode — start (true, also the heartbeat) or end (false) editing. */
export const editModeRequest = z.object({ editMode: z.boolean() });

export interface EditModeState {
  readonly currentEditor: string | null;
  /** Epoch ms when the lock expires without a heartbeat; null when unlocked. */
  readonly lockExpiresAt: number | null;
}

/** PUT /bpmn/{uuid} — the version the editor started from, for optimistic concurrency. */
export const saveModelRequest = z.object({
  // The byte limit (BPMN_MAX_BYTES) is checked with the XML; no string of more characters can pass it.
  diagramXML: z.string().min(1).max(BPMN_MAX_BYTES),
  version: z.number().int().min(1),
  /** Saves and ends editing in one write (the page's last call when the tab closes or reloads). */
  endEditing: z.boolean().optional(),
});

export interface SaveModelResponse {
  readonly version: number;
  readonly commitHash: string;
}

/** GET /bpmn/{uuid}/history item */
export interface HistoryEntry {
  readonly committer: string;
  /** The committer's display name for the list ("Max Modell"); the id when the user is gone. */
  readonly committerName: string;
  readonly timestamp: string;
  readonly commitHash: string;
}

/** GET /bpmn/{uuid}/history/commit/{hash} */
export interface HistoryVersion extends HistoryEntry {
  readonly processXML: string;
}

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

/** Custom modelling elements (seed 000 §3): the user-visible text's reading, 5 per client. */
export const CUSTOM_ELEMENT_LIMIT = 5;
export const CUSTOM_ELEMENT_ICON_MAX_BYTES = 10_240;
export const CUSTOM_ELEMENT_TEXTS = {
  errorCustomElementsCount: 'Fehler: Es können maximal 5 eigene Elemente hinzugefügt werden!',
  errorCustomElementsIcon:
    'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)',
  onlyCreatorMayDelete:
    'Ein eigenes Element kann nur von der Person, die es angelegt hat, oder von einem Administrator gelöscht werden.',
} as const;

export const customElementRequest = z.object({
  elementTitle: z.string().trim().min(1).max(60),
  imageUrl: z.string().max(20_000),
});

export interface CustomElement {
  readonly id: string;
  /** Upper case, derived from the title (seed 000 §3). */
  readonly taskType: string;
  readonly elementTitle: string;
  readonly elementGroup: 'activity';
  readonly imageUrl: string;
  /** GET list: whether the caller may delete it (its creator or an administrator of the client). */
  readonly canDelete?: boolean;
}

/** POST /bpmn/{uuid}/link — link (or with null unlink) a subprocess element to another model. */
export const linkRequest = z.object({
  elementId: z.string().min(1).max(200),
  linkedUuid: z.string().uuid().nullable(),
});

export interface SubprocessLink {
  readonly elementId: string;
  readonly linkedUuid: string;
  readonly linkedFileName: string;
}

export const UNLINKED_SUFFIX = ' (nicht verknüpft)';

export const REPORT_TEXTS = {
  inEditMode:
    'Im Bearbeitungsmodus kann kein Bericht erstellt werden. Bitte verlassen Sie den Bearbeitungsmodus um einen Bericht zu erstellen.',
} as const;
