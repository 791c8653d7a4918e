import type { ReactNode } from 'react';

/** What a measure belongs to: a node or a question of a survey's evaluation (Maßnahmenplan). */
export interface MeasureTarget {
  readonly surveyId: string;
  readonly nodeId?: string;
  readonly questionId?: string;
  readonly label: string;
}

/** Renders the measures of a node or question; the evaluation screen leaves room for it. */
export type RenderMeasures = (target: MeasureTarget) => ReactNode;
