import { describe, expect, it } from 'vitest';
import { visibleQuickStartCards } from './quick-start';

const idsFor = (permissions: Record<string, boolean>) =>
  visibleQuickStartCards(permissions).map((card) => card.id);

describe('visibleQuickStartCards', () => {
  it('offers all cards to admins and super admins', () => {
    const all = ['createModel', 'importModel', 'surveys', 'riskAssessment', 'worksCouncil'];
    expect(idsFor({ ADMIN: true })).toEqual(all);
    expect(idsFor({ SUPER_ADMIN: true })).toEqual(all);
  });

  it('follows the area permissions', () => {
    expect(idsFor({ PROCESS: true })).toEqual(['createModel', 'importModel']);
    expect(idsFor({ SURVEY: true })).toEqual(['surveys', 'riskAssessment']);
  });

  it('offers the works council its page and the risk assessments it reads, never the surveys', () => {
    expect(idsFor({ WORKS_COUNCIL: true })).toEqual(['riskAssessment', 'worksCouncil']);
  });

  it('offers nothing to users without area permissions', () => {
    expect(idsFor({ READ: true })).toEqual([]);
    expect(idsFor({})).toEqual([]);
  });

  it('links the model cards to the process list dialogs, the survey card to the surveys and the risk assessment and works council cards to their areas', () => {
    expect(visibleQuickStartCards({ ADMIN: true }).map((card) => card.to)).toEqual([
      '/processList?dialog=create',
      '/processList?dialog=import',
      '/surveys',
      '/riskAssessment',
      '/worksCouncil',
    ]);
  });
});
