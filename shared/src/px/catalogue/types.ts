import type { AnswerType, ElementKind, PageGroup, PxModule, QuestionType } from '../scale.js';

/** One answer option of a radio group (a list of {value, inverted}). */
export interface AnswerOption {
  readonly value: string;
  readonly inverted: boolean;
}

/**
 * A standard question. `inverted` is the spec's answerRatingInverted: true where agreement is good,
 * so that after inversion (7 − n) a score of 1 is always the best.
 */
export interface CatalogueItem {
  readonly id: string;
  readonly text: string;
  /** English wording for participants who switch to English; absent falls back to `text`. */
  readonly textEn?: string;
  readonly module: PxModule;
  /** Category ids from the module's top category down to the question's own (1 or 2 entries). */
  readonly categoryPath: readonly string[];
  readonly page: PageGroup;
  /** Unique within the module; survey pages and questions are sorted by it. */
  readonly position: number;
  readonly answerType: AnswerType;
  readonly answerOptions: readonly AnswerOption[];
  readonly inverted: boolean;
  /** A 'Personenstandsdaten' question: evaluated apart, offered only when the wizard includes them. */
  readonly personal: boolean;
  readonly type: QuestionType;
  readonly element: ElementKind | null;
  /** Standard questions have no creator and cannot be deleted. */
  readonly isStandard: true;
  readonly createdBy: '';
}

/** OUTCOME nodes feed 'Stimmungsbild der Beschäftigten'; FACTOR nodes are stressors and resources. */
export type CategoryNodeType = 'OUTCOME' | 'FACTOR' | 'PERSONAL';

export interface CatalogueCategory {
  readonly id: string;
  readonly title: string;
  readonly nodeType: CategoryNodeType;
  readonly children: readonly CatalogueCategory[];
  /** Questions attached directly to this category, in position order. */
  readonly questionIds: readonly string[];
}

/** The evaluation tree of one module: module → category → subcategory → question (≤ 4 levels). */
export interface CatalogueModuleTree {
  readonly module: PxModule;
  readonly title: string;
  readonly categories: readonly CatalogueCategory[];
}
