/**
 * The checklist of the innovation processes:
 * five steps for introducing a digital technology. The list is stored as JSON text (`listSchema`),
 * an array whose index 0 is empty and whose indexes 1 to 5 are the steps.
 */

/** A matrix answer: 0 'Nicht erledigt', 1 'Teilweise erledigt', 2 'Vollständig erledigt'. */
export type MatrixAnswer = 0 | 1 | 2;

export type ChecklistFieldType = 'text' | 'matrix';

/** One question of a field; `answer` is free text (field 'text') or a MatrixAnswer (field 'matrix'). */
export interface ChecklistOption {
  readonly question: string;
  readonly answer?: string | number | null;
  readonly infoText?: string;
}

export interface ChecklistField {
  readonly name: string;
  readonly type: ChecklistFieldType;
  readonly infoText: string;
  readonly options: readonly ChecklistOption[];
}

export interface ChecklistStep {
  readonly title: string;
  readonly description: string;
  readonly infoText: string;
  readonly fields: readonly ChecklistField[];
}

/** The stored list: index 0 empty (null), indexes 1 to 5 the steps. */
export type ChecklistList = readonly [null, ...ChecklistStep[]];
