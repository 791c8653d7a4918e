import { describe, expect, it } from 'vitest';
import { visibleQuickStartCards } from './quick-start';

const idsFor = (permissions: Record<string, boolean>) =>
  visibleQuickStartCards(permissions).map((card) => card.id);

describe('visibleQuickStartCards', () => {
  it('offers all cards to admins and super admins', () => {
    expect(idsFor({ ADMIN: true })).toEqual(['createModel', 'importModel', 'surveys', 'riskAssessment']);
    expect(idsFor({ SUPER_ADMIN: true })).toEqual([
      'createModel',
      'importModel',
      'surveys',
      'riskAssessment',
    ]);
  });

  it('follows the area permissions', () => {
    expect(idsFor({ PROCESS: true })).toEqual(['createModel', 'importModel']);
    expect(idsFor({ SURVEY: true })).toEqual(['surveys', 'riskAssessment']);
  });

  it('offers nothing to users without area permissions', () => {
    expect(idsFor({ READ: true })).toEqual([]);
    expect(idsFor({})).toEqual([]);
  });

  it('links the model cards to the process list dialogs, the survey card to the surveys and the risk assessment card to its area', () => {
    expect(visibleQuickStartCards({ ADMIN: true }).map((card) => card.to)).toEqual([
      '/processList?dialog=create',
      '/processList?dialog=import',
      '/surveys',
      '/riskAssessment',
    ]);
  });
});
