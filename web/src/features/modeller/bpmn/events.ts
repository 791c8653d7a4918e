import type { CustomElement, ModelCheckFinding } from '@prozesspuls/shared';
import type { EventBusLike } from './types';

/**
 * How the ProzessPuls bpmn-js modules and the React page talk: events on the diagram's own
 * `eventBus`, as bpmn-js extensions do. The page fires `pp.state.update` with what changed; the
 * `ppState` service keeps it for the modules. The modules fire the other events for the page.
 */
export interface PpState {
  readonly readOnly: boolean;
  readonly canEdit: boolean;
  readonly numbersVisible: boolean;
  readonly numbers: ReadonlyMap<string, string>;
  readonly links: ReadonlyMap<string, { readonly linkedUuid: string; readonly linkedFileName: string }>;
  readonly customElements: readonly CustomElement[];
  /** elementId → which side-panel content it has (GET /bpmn/{uuid}/attachments), for the badges. */
  readonly contentFlags: ReadonlyMap<string, ContentFlags>;
  /** PX mode: the PX question badges replace the content badges. */
  readonly pxMode: boolean;
  /** elementId → how many PX questions are attached (GET /px/bpmn/{uuid}), for the PX badges. */
  readonly pxQuestionCounts: ReadonlyMap<string, number>;
  /**
   * The tenant's records of the model (numbers, resources, subprocess links) can be reached: false
   * for a share-link guest, whose link opens the diagram only, so the pad offers none of them.
   */
  readonly tenantContent: boolean;
}

/** The PX fields of the state: set by the PX mode hooks, not by the canvas's `state`. */
export type PxStateKey = 'pxMode' | 'pxQuestionCounts';

export interface ContentFlags {
  readonly hasComment: boolean;
  readonly hasDocument: boolean;
  readonly hasDescription: boolean;
  readonly hasQuestion: boolean;
}

export const INITIAL_PP_STATE: PpState = {
  readOnly: true,
  canEdit: false,
  numbersVisible: false,
  numbers: new Map(),
  links: new Map(),
  customElements: [],
  contentFlags: new Map(),
  pxMode: false,
  pxQuestionCounts: new Map(),
  tenantContent: true,
};

interface ElementEvent {
  readonly elementId: string;
}

/** PX evaluation: the badge of one element's score (PpPxScores); `score` null when hidden. */
export interface PxScoreBadge {
  readonly score: number | null;
  /** Background colour (traffic light; grey when hidden). */
  readonly color: string;
  /** Accessible name and tooltip. */
  readonly label: string;
}

/** 'Belastung' mode: one element's strain as the strain route reported it (PpStrain). */
export interface StrainOverlayBadge {
  readonly elementId: string;
  /** '3,4', or '–' when hidden or unanswered. */
  readonly text: string;
  readonly colour: string;
  /** Heat level; null when hidden by the anonymity threshold or without answers (no heat then). */
  readonly level: 'gering' | 'mittel' | 'hoch' | null;
  readonly label: string;
}

/** 'Belastung' mode: the measures attached to one element (PpStrain). */
export interface MeasureOverlayBadge {
  readonly elementId: string;
  readonly count: number;
  readonly label: string;
}

/** Every ProzessPuls event and its payload. */
export interface PpEvents {
  /** page → modules: part of the state changed. */
  'pp.state.update': Partial<PpState>;
  /** modules → page: the user asks to edit an element's number. */
  'pp.number.edit': ElementEvent;
  /** Open the resource picker/editor for an element. */
  'pp.resources.edit': ElementEvent;
  'pp.subprocess.link': ElementEvent;
  'pp.subprocess.unlink': ElementEvent;
  'pp.subprocess.open': ElementEvent;
  'pp.customElements.manage': Record<string, never>;
  /** A shape was deleted (its number and link go on the server) or its deletion undone. */
  'pp.element.deleted': ElementEvent;
  'pp.element.restored': ElementEvent;
  /** Enter on the focused canvas: open the side panel of the selected element. */
  'pp.element.open': ElementEvent;
  /** Undo, redo or the saved position changed (toolbar state). */
  'pp.stack.changed': Record<string, never>;
  'pp.selection.changed': { readonly elementId: string | null };
  'pp.mode.changed': { readonly readOnly: boolean };
  /** page → PpPxScores: the element scores of the evaluation shown (an empty map removes them). */
  'pp.px.scores': { readonly scores: ReadonlyMap<string, PxScoreBadge> };
  /** PpPxScores → page: the user clicked an element's score badge. */
  'pp.px.element': ElementEvent;
  /** page → PpStrain: the strain and measure badges of the assessment shown (empty lists remove them). */
  'pp.strain.show': {
    readonly strain: readonly StrainOverlayBadge[];
    readonly measures: readonly MeasureOverlayBadge[];
  };
  /** page → PpModelChecks: the findings of 'Modell prüfen' (an empty list removes the markers). */
  'pp.checks.findings': { readonly findings: readonly ModelCheckFinding[] };
}

export type PpEventName = keyof PpEvents;

export function firePp<E extends PpEventName>(eventBus: EventBusLike, name: E, payload: PpEvents[E]): void {
  eventBus.fire(name, { ...payload });
}

/** Listens to one ProzessPuls event; answers the function that stops listening. */
export function onPp<E extends PpEventName>(
  eventBus: EventBusLike,
  name: E,
  callback: (payload: PpEvents[E]) => void,
): () => void {
  const listener = (event: PpEvents[E]) => {
    callback(event);
  };
  eventBus.on(name, listener as (event: never) => unknown);
  return () => eventBus.off(name, listener as (event: never) => unknown);
}
