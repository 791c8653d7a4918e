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
