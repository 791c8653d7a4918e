import type { Measure } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { measuresOfTarget } from './measures-of-target';

const measure = (id: string, nodeId: string | null, questionId: string | null): Measure => ({
  id,
  surveyId: 's',
  nodeId,
  questionId,
  targetName: '',
  title: id,
  description: '',
  responsibleUserId: 'u',
  responsibleName: 'U',
  dueDate: '2026-01-01',
  status: 'offen',
  round: 1,
  createdAt: '',
  updatedAt: '',
  overdue: false,
  riskAssessment: null,
});

describe('measures of a node or question', () => {
  const all = [
    measure('on-node', 'n1', null),
    measure('on-question', 'n1', 'q1'),
    measure('other-node', 'n2', null),
  ];

  it('gives a node its own measures, not those of its questions', () => {
    expect(measuresOfTarget(all, { nodeId: 'n1' }).map((m) => m.id)).toEqual(['on-node']);
  });

  it('gives a question the measures taken on it', () => {
    expect(measuresOfTarget(all, { nodeId: 'n1', questionId: 'q1' }).map((m) => m.id)).toEqual([
      'on-question',
    ]);
  });

  it('never counts a risk assessment measure (it has neither node nor question) as a node measure', () => {
    const ofAssessment: Measure = {
      ...measure('of-assessment', null, null),
      riskAssessment: { id: 'ra', title: 'GB', type: 'technisch' },
    };
    expect(measuresOfTarget([...all, ofAssessment], { nodeId: null }).map((m) => m.id)).toEqual([]);
  });
});
