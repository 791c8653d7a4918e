import {
  type AnswerType,
  type ElementKind,
  type PageGroup,
  PX_MODULE_LABELS,
  type PxModule,
  type QuestionType,
} from '../scale.js';
import { plainAnswerOptions } from './answerOptions.js';
import type { CatalogueCategory, CatalogueItem, CatalogueModuleTree, CategoryNodeType } from './types.js';

/** How a module file writes a question: the tree position, page and position are filled in. */
export interface ItemSpec {
  readonly id: string;
  readonly text: string;
  readonly answerType: AnswerType;
  readonly inverted: boolean;
  readonly options?: readonly string[];
  readonly type?: QuestionType;
}

export interface CategorySpec {
  readonly id: string;
  readonly title: string;
  readonly nodeType?: CategoryNodeType;
  /** Page group of the questions below; a child may set its own. */
  readonly page?: PageGroup;
  readonly element?: ElementKind;
  readonly items?: readonly ItemSpec[];
  readonly children?: readonly CategorySpec[];
}

export interface DefinedModule {
  readonly tree: CatalogueModuleTree;
  readonly items: readonly CatalogueItem[];
}

/**
 * Turns a module's category specs into its evaluation tree and its flat item list. Positions are
 * numbered 1, 2, … in the order the file lists the questions, so they are unique per module.
 */
export function defineModule(module: PxModule, categories: readonly CategorySpec[]): DefinedModule {
  const items: CatalogueItem[] = [];

  const walk = (
    spec: CategorySpec,
    path: readonly string[],
    inherited: { page?: PageGroup; nodeType: CategoryNodeType; element?: ElementKind },
  ): CatalogueCategory => {
    const categoryPath = [...path, spec.id];
    const page = spec.page ?? inherited.page;
    const nodeType = spec.nodeType ?? inherited.nodeType;
    const element = spec.element ?? inherited.element;
    const questionIds = (spec.items ?? []).map((item) => {
      const type = item.type ?? 'NONE';
      const itemPage = type === 'NONE' ? page : type;
      if (!itemPage) throw new Error(`Frage ${item.id} hat keine Seitengruppe`);
      items.push({
        id: item.id,
        text: item.text,
        module,
        categoryPath,
        page: itemPage,
        position: items.length + 1,
        answerType: item.answerType,
        answerOptions: plainAnswerOptions(item.options ?? []),
        inverted: item.inverted,
        personal: nodeType === 'PERSONAL',
        type,
        element: element ?? null,
        isStandard: true,
        createdBy: '',
      });
      return item.id;
    });
    const children = (spec.children ?? []).map((child) =>
      walk(child, categoryPath, { nodeType, ...(page ? { page } : {}), ...(element ? { element } : {}) }),
    );
    return { id: spec.id, title: spec.title, nodeType, children, questionIds };
  };

  const tree: CatalogueModuleTree = {
    module,
    title: PX_MODULE_LABELS[module],
    categories: categories.map((spec) => walk(spec, [], { nodeType: 'FACTOR' })),
  };
  return { tree, items };
}
