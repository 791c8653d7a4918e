import type { CatalogueCategory, CatalogueItem, CatalogueModuleTree } from '../catalogue/types.js';
import type { EvaluationTree, EvaluationTreeNode, PersonalQuestionMeta } from './evaluationPoint.js';

/**
 * The evaluation tree of one module for `buildEvaluationPoint`: the catalogue's categories become
 * nodes (PERSONAL categories become personal questions instead), scale questions keep their
 * answerRatingInverted. With `askedIds` only the questions a survey asked are kept, and nodes
 * without any asked question below them are dropped.
 */
export function evaluationTreeOf(
  tree: CatalogueModuleTree,
  items: readonly CatalogueItem[],
  askedIds?: ReadonlySet<string>,
): EvaluationTree {
  const byId = new Map(items.map((item) => [item.id, item]));
  const asked = (id: string) => byId.has(id) && (askedIds === undefined || askedIds.has(id));
  const personalQuestions: PersonalQuestionMeta[] = [];
  const scaleIds: string[] = [];

  const collectPersonal = (category: CatalogueCategory) => {
    for (const id of category.questionIds.filter(asked)) {
      const item = byId.get(id);
      if (item) {
        personalQuestions.push({ id, text: item.text, options: item.answerOptions.map((o) => o.value) });
      }
    }
    category.children.forEach(collectPersonal);
  };

  const toNode = (category: CatalogueCategory): EvaluationTreeNode | null => {
    const children = category.children.flatMap((child) => {
      const node = toNode(child);
      return node ? [node] : [];
    });
    const questionIds = category.questionIds.filter(asked);
    scaleIds.push(...questionIds);
    if (children.length === 0 && questionIds.length === 0) return null;
    return { id: category.id, name: category.title, nodeType: category.nodeType, children, questionIds };
  };

  const nodes: EvaluationTreeNode[] = [];
  for (const category of tree.categories) {
    if (category.nodeType === 'PERSONAL') {
      collectPersonal(category);
      continue;
    }
    const node = toNode(category);
    if (node) nodes.push(node);
  }
  const questions = scaleIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id, text: item.text, inverted: item.inverted }] : [];
  });
  return { nodes, questions, personalQuestions };
}
