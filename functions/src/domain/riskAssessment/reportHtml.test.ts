import type { RiskAssessment, RiskStrain } from '@prozesspuls/shared';
import { anonymityMessage } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { riskReportHtml } from './reportHtml.js';

const hidden = { minimum: 5, msg: anonymityMessage(5) };

const assessment: RiskAssessment = {
  id: 'a1',
  title: 'GB Vertrieb',
  scope: 'Vertrieb Nord',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  currentStep: 4,
  modelName: 'Auftragsabwicklung',
  modelUuid: 'model-1',
  createdByName: 'Ada Admin',
  nextReviewDate: '2027-11-01',
  steps: [
    {
      step: 1,
      name: 'Arbeitsbereiche und Tätigkeiten festlegen',
      state: 'abgeschlossen',
      responsibleUserId: 'u1',
      responsibleName: 'Ada Admin',
      dueDate: '2026-11-10',
      comment: 'Vertrieb gewählt',
      overdue: false,
    },
  ],
  model: {
    uuid: 'm1',
    name: 'Auftragsabwicklung',
    releaseVersion: 3,
    releasedAt: '2026-10-01T00:00:00.000Z',
  },
  elements: [
    { elementId: 'T1', name: 'Angebot erstellen', kind: 'Tätigkeit' },
    { elementId: 'T2', name: 'Ware versenden', kind: 'Tätigkeit' },
  ],
  surveys: [],
  judgements: [
    {
      elementId: 'T1',
      area: 'Arbeitsorganisation',
      level: 'hoher Handlungsbedarf',
      reason: 'Termindruck',
      judgedBy: 'Ada Admin',
      judgedAt: '2026-11-05T10:00:00.000Z',
    },
  ],
  measures: [
    {
      measureId: 'm',
      title: 'Vorlagen im System',
      description: '',
      type: 'technisch',
      elementIds: ['T1'],
      responsibleUserId: 'u1',
      responsibleName: 'Ada Admin',
      dueDate: '2027-01-31',
      status: 'in Arbeit',
      overdue: false,
    },
  ],
  reports: [],
  history: [],
  effectCheckReasons: [],
};

const strain: RiskStrain = {
  threshold: 5,
  participants: [
    { surveyId: 's1', title: 'STRESS Vertrieb', phase: 'Ermittlung', completeAnswers: 12, hidden: null },
    {
      surveyId: 's2',
      title: 'STRESS Nachher',
      phase: 'Wirksamkeitskontrolle',
      completeAnswers: null,
      hidden,
    },
  ],
  elements: [
    {
      elementId: 'T1',
      name: 'Angebot erstellen',
      kind: 'Tätigkeit',
      strain: { score: 4.6, responseCount: 12, hidden: null },
      after: { score: null, responseCount: 3, hidden },
      comparison: { before: null, after: null, trend: null, hidden },
    },
    {
      elementId: 'T2',
      name: 'Ware versenden',
      kind: 'Tätigkeit',
      strain: { score: null, responseCount: 3, hidden },
      after: null,
      comparison: null,
    },
  ],
};

const html = riskReportHtml({
  assessment,
  strain,
  version: 2,
  createdAt: Date.UTC(2026, 10, 20),
  createdByName: 'Ada',
});

describe('the risk assessment documentation', () => {
  it('holds scope, model version, steps, results, judgements, measures, next review and signatures', () => {
    for (const part of [
      'Gefährdungsbeurteilung psychischer Belastung: GB Vertrieb',
      'Vertrieb Nord',
      'freigegebene Version 3',
      '1. Arbeitsbereiche und Tätigkeiten festlegen',
      '4,6',
      'Termindruck',
      'Vorlagen im System',
      'technisch',
      '01.11.2027',
      'Fachkraft für Arbeitssicherheit',
      'Version 2',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('prints no participant count and no strain below the anonymity threshold, only the notice', () => {
    expect(html).toContain('STRESS Nachher');
    expect(html).toContain(anonymityMessage(5));
    // The hidden group's participant count (3) and any score of a hidden result are absent.
    expect(html).not.toMatch(/<td>3<\/td>/);
    expect(html).not.toContain('STRESS Nachher</td><td>Wirksamkeitskontrolle</td><td>3');
    const effect = html.slice(html.indexOf('Wirksamkeitskontrolle</h2>'));
    expect(effect).not.toMatch(/\d,\d/);
  });

  it('escapes user text', () => {
    const risky = riskReportHtml({
      assessment: { ...assessment, title: '<script>x</script>' },
      strain,
      version: 1,
      createdAt: 0,
      createdByName: 'A',
    });
    expect(risky).not.toContain('<script>x</script>');
  });
});
