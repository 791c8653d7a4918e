import type { RedactedEvaluationNode } from '@prozesspuls/shared/px';
import { nodesForView, sortByName } from '@prozesspuls/shared/px';

/**
 * The expandable tree of a dashboard card: depth 0 is the card's root node, depths
 * 1 and 2 show signal lights and scores, leaves of the node tree get children built from their
 * question evaluations (question leaves raise evaluateQuestion). Depth 4 is the deepest shown.
 */
export interface DashboardTreeItem {
  readonly id: string;
  readonly label: string;
  readonly depth: number;
  readonly score: number | null;
  /** Signal light and score are shown at depths 1 and 2 only. */
  readonly showsScore: boolean;
  /** Set for question leaves: clicking raises evaluateQuestion with this id. */
  readonly questionId: string | null;
  readonly children: readonly DashboardTreeItem[];
}

export const DASHBOARD_TREE_MAX_DEPTH = 4;

function showsScore(depth: number): boolean {
  return depth === 1 || depth === 2;
}

export function dashboardTree(node: RedactedEvaluationNode, depth = 0): DashboardTreeItem {
  const childNodes = depth < DASHBOARD_TREE_MAX_DEPTH ? sortByName(node.children) : [];
  const children: DashboardTreeItem[] =
    childNodes.length > 0
      ? childNodes.map((child) => dashboardTree(child, depth + 1))
      : depth < DASHBOARD_TREE_MAX_DEPTH
        ? node.questionEvaluation.map((question) => ({
            id: `${node.id}/${question.questionId}`,
            label: question.questionText,
            depth: depth + 1,
            score: question.answerScore,
            showsScore: showsScore(depth + 1),
            questionId: question.questionId,
            children: [],
          }))
        : [];
  return {
    id: node.id,
    label: node.name,
    depth,
    score: node.score,
    showsScore: showsScore(depth),
    questionId: null,
    children,
  };
}

/** The cards of a tab: the view's root nodes (1.1 only OUTCOME, 1 and 2 the others), by name. */
export function dashboardCards(
  nodes: readonly RedactedEvaluationNode[],
  module: '1.1' | '1' | '2' | '5',
): RedactedEvaluationNode[] {
  return sortByName(nodesForView(nodes, module === '1.1' ? 'outcomeOnly' : 'withoutOutcome'));
}
