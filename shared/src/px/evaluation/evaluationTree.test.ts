import { describe, expect, it } from 'vitest';
import { catalogueItemsOfModule, catalogueTree } from '../catalogue/index.js';
import type { EvaluationTreeNode } from './evaluationPoint.js';
import { evaluationTreeOf } from './evaluationTree.js';

const moduleOne = () => {
  const tree = catalogueTree('Module_One');
  if (!tree) throw new Error('Module_One fehlt im Katalog');
  return { tree, items: catalogueItemsOfModule('Module_One') };
};

const questionIdsBelow = (node: EvaluationTreeNode): string[] => [
  ...(node.questionIds ?? []),
  ...(node.children ?? []).flatMap(questionIdsBelow),
];

describe('evaluationTreeOf', () => {
  it('turns every scale question of module 1 into a question of the tree, attached to its category', () => {
    const { tree, items } = moduleOne();
    const evaluation = evaluationTreeOf(tree, items);
    const scaleItems = items.filter((item) => !item.personal);
    expect(evaluation.questions.map((q) => q.id).sort()).toEqual(scaleItems.map((i) => i.id).sort());
    expect(evaluation.nodes.flatMap(questionIdsBelow).sort()).toEqual(scaleItems.map((i) => i.id).sort());
    const first = scaleItems[0];
    expect(evaluation.questions.find((q) => q.id === first?.id)?.inverted).toBe(first?.inverted);
  });

  it('keeps personal data apart as personal questions with their options', () => {
    const { tree, items } = moduleOne();
    const evaluation = evaluationTreeOf(tree, items);
    const personal = items.filter((item) => item.personal);
    expect(personal.length).toBeGreaterThan(0);
    expect(evaluation.personalQuestions?.map((q) => q.id)).toEqual(personal.map((i) => i.id));
    expect(evaluation.personalQuestions?.[0]?.options.length).toBeGreaterThan(1);
    expect(evaluation.nodes.some((node) => node.nodeType === 'PERSONAL')).toBe(false);
  });

  it('keeps the OUTCOME node type that feeds the mood picture', () => {
    const { tree, items } = moduleOne();
    expect(evaluationTreeOf(tree, items).nodes.some((node) => node.nodeType === 'OUTCOME')).toBe(true);
  });

  it('keeps only asked questions and drops categories left without any', () => {
    const { tree, items } = moduleOne();
    const askedId = items.find((item) => !item.personal)?.id ?? '';
    const evaluation = evaluationTreeOf(tree, items, new Set([askedId]));
    expect(evaluation.questions.map((q) => q.id)).toEqual([askedId]);
    expect(evaluation.nodes).toHaveLength(1);
    expect(evaluation.nodes.flatMap(questionIdsBelow)).toEqual([askedId]);
    expect(evaluation.personalQuestions).toEqual([]);
  });
});
