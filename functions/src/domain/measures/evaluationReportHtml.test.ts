import type { Measure } from '@prozesspuls/shared';
import { anonymityMessage, type EvaluationPoint, redactBelowThreshold } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { evaluationReportHtml } from './evaluationReportHtml.js';

function point(answers: number): EvaluationPoint {
  return {
    round: 2,
    timestamp: 0,
    numberSentTo: 20,
    numberCompleteAnswered: answers,
    numberPartiallyAnswered: 0,
    numberNotAnswered: 20 - answers,
    nodes: [
      {
        id: 'n1',
        name: 'Führung & Zusammenarbeit',
        nodeType: 'NODE',
        parentId: null,
        score: 2.4,
        trend: -1.2,
        comparisonResponseCount: answers,
        responseCount: answers,
        children: [],
        questionEvaluation: [
          {
            questionId: 'q1',
            questionText: 'Ich erhalte Rückmeldung.',
            inverted: true,
            scores: [answers, 0, 0, 0, 0, 0],
            percentages: [100, 0, 0, 0, 0, 0],
            responseCount: answers,
            averageAnswer: 1,
            answerScore: 6,
            trend: 0.5,
            comparisonResponseCount: answers,
          },
        ],
      },
    ],
    questionEvaluations: [],
    personalQuestionEvaluations: [],
  };
}

const measure = (overrides: Partial<Measure>): Measure => ({
  id: 'm1',
  surveyId: 's1',
  nodeId: 'n1',
  questionId: null,
  targetName: 'Führung & Zusammenarbeit',
  title: 'Teamgespräche <monatlich>',
  description: '',
  responsibleUserId: 'a@x',
  responsibleName: 'Anna Beispiel',
  dueDate: '2026-03-09',
  status: 'in Arbeit',
  round: 1,
  createdAt: '',
  updatedAt: '',
  overdue: true,
  riskAssessment: null,
  ...overrides,
});

describe('evaluation report page', () => {
  it('shows nodes and questions with score, word, trend and their measures beside them', () => {
    const html = evaluationReportHtml({
      surveyTitle: 'Bindung 2026',
      evaluatedAt: '01.03.2026 10:00',
      point: redactBelowThreshold(point(12), 5),
      measures: [measure({}), measure({ id: 'm2', nodeId: null, questionId: 'q1', title: 'Feedbackrunde' })],
    });
    expect(html).toContain('Führung &amp; Zusammenarbeit');
    expect(html).toContain('Ich erhalte Rückmeldung. (invertiert)');
    expect(html).toContain('2,4</td><td>Gut');
    expect(html).toContain('-1,2 gesunken');
    expect(html).toContain('+0,5 gestiegen');
    expect(html).toContain(
      'Teamgespräche &lt;monatlich&gt;</b> – in Arbeit (überfällig), Anna Beispiel, fällig 09.03.2026, seit Runde 1',
    );
    expect(html).toContain('Feedbackrunde');
    expect(html).toContain('Runde 2 · Teilnehmende: 12 von 20');
    expect(html).toContain('window.__reportReady = true');
  });

  it('puts the tenant’s inline logo and the overview chart of the node scores on the page, under German column titles', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const html = evaluationReportHtml({
      surveyTitle: 'Bindung 2026',
      branding: { logoUrl: logo },
      evaluatedAt: '01.03.2026 10:00',
      point: redactBelowThreshold(point(12), 5),
      measures: [],
    });
    expect(html).toContain(`<img class="logo" alt="Logo" src="${logo}">`);
    expect(html).toContain('<canvas id="overview" role="img" aria-label="Übersicht der Themenbereiche">');
    expect(html).toContain('"label":"Führung & Zusammenarbeit","depth":0,"score":2.4,"colour":"#FFC107"');
    expect(html).toContain(
      '<th>Themenbereich / Frage</th><th>Note (1–6)</th><th>Bewertung</th><th>Veränderung zur letzten Auswertung</th><th>Maßnahmen</th>',
    );
    expect(html).not.toContain('<th>Score</th>');
  });

  it('loads no logo from elsewhere and keeps names from closing the chart script', () => {
    const html = evaluationReportHtml({
      surveyTitle: 'Bindung 2026',
      branding: { logoUrl: 'https://example.org/logo.png' },
      evaluatedAt: '01.03.2026 10:00',
      point: redactBelowThreshold(
        {
          ...point(12),
          nodes: [{ ...(point(12).nodes[0] as EvaluationPoint['nodes'][number]), name: '</script><b>x' }],
        },
        5,
      ),
      measures: [],
    });
    expect(html).not.toContain('class="logo"');
    expect(html).not.toContain('</script><b>x');
    expect(html).toContain('\\u003c/script>\\u003cb>x');
  });

  it('shows the threshold text instead of any figure below the anonymity threshold', () => {
    const html = evaluationReportHtml({
      surveyTitle: 'Klein',
      evaluatedAt: '01.03.2026 10:00',
      point: redactBelowThreshold(point(4), 5),
      measures: [],
    });
    expect(html).toContain(anonymityMessage(5));
    expect(html).toContain('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
    expect(html).not.toContain('2,4');
    expect(html).not.toContain('2.4');
    expect(html).not.toContain('gesunken');
    expect(html).toContain('ausgeblendet (Anonymität)');
    expect(html).toContain('Noch keine Maßnahmen');
  });
});
