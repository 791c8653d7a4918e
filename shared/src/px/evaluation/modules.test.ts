import { describe, expect, it } from 'vitest';
import { itReturns } from '../../testing/tables.js';
import { evaluationModuleNumber, evaluationTabs, parseEvaluationModule } from './modules.js';

describe('evaluation module numbers', () => {
  itReturns(parseEvaluationModule, [
    ['1', { module: 'Module_One', nodeView: 'withoutOutcome' }],
    ['1.1', { module: 'Module_One', nodeView: 'outcomeOnly' }],
    ['2', { module: 'Module_Two', nodeView: 'withoutOutcome' }],
    ['5', { module: 'STRESS_MODULE', nodeView: 'withoutOutcome' }],
  ]);

  it.each(['3', '4', '1.2', 'toString', ''])('module %j is none of the evaluated ones', (value) => {
    expect(parseEvaluationModule(value)).toBeNull();
  });

  itReturns(evaluationModuleNumber, [
    ['Module_One', '1'],
    ['Module_Two', '2'],
    ['STRESS_MODULE', '5'],
    ['Module_Four', null],
    ['NONE', null],
  ]);
});

describe('evaluation tabs by module', () => {
  it('module 1 has outcome, all and statistic; the others all and statistic; personal questions when present', () => {
    expect(evaluationTabs('Module_One', false)).toEqual(['outcome', 'all', 'statistic']);
    expect(evaluationTabs('Module_Two', false)).toEqual(['all', 'statistic']);
    expect(evaluationTabs('STRESS_MODULE', true)).toEqual(['all', 'statistic', 'personalQuestions']);
    expect(evaluationTabs('Module_One', true)).toEqual(['outcome', 'all', 'statistic', 'personalQuestions']);
  });
});
