import type { Page } from '@playwright/test';
import type {
  CustomSurveyAnswers,
  DashboardEvaluation,
  ModuleEvaluation,
  SurveyDetails,
} from '@prozesspuls/shared';
import {
  buildEvaluationPoint,
  type EvaluationPoint,
  type EvaluationTree,
  emptyRoundCounters,
  type RoundCounters,
  redactBelowThreshold,
} from '@prozesspuls/shared/px';
import { DEMO_USERS, expect, login, test } from './fixtures';

/**
 * Issue 17 screens in the browser: the module 1 evaluation of a finished survey with two rounds
 * (trend chips, trend panel with its line chart), a survey with 4 answers (threshold message
 * instead of scores), the dashboard's gauges, the custom analytics, and no way in for members
 * without the survey area. The evaluation answers are the shared rules' own points
 * (buildEvaluationPoint + redactBelowThreshold, as the API stores and redacts them), served
 * through page.route: the evaluation-point seeding of the local cloud lives on other branches
 * (api17, flow16, core16) until they are merged.
 */

const SURVEY_ID = 'e2e-px-evaluation';
const SMALL_SURVEY_ID = 'e2e-px-evaluation-small';
const CUSTOM_SURVEY_ID = 'e2e-px-evaluation-custom';

const tree: EvaluationTree = {
  nodes: [
    {
      id: 'ressourcen',
      name: 'Ressourcen',
      nodeType: 'CATEGORY',
      children: [{ id: 'klarheit', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: ['q1', 'q2'] }],
      questionIds: ['q3'],
    },
    { id: 'bindung', name: 'Bindung', nodeType: 'OUTCOME', questionIds: ['q4'] },
  ],
  questions: [
    { id: 'q1', text: 'Meine Aufgaben sind klar.', inverted: false },
    { id: 'q2', text: 'Ich weiß, was erwartet wird.', inverted: false },
    { id: 'q3', text: 'Ich habe Zeitdruck.', inverted: true },
    { id: 'q4', text: 'Ich bleibe gern.', inverted: false },
  ],
};

const round = (n: number, complete: number, levels: RoundCounters['levels']): RoundCounters => ({
  ...emptyRoundCounters(n, 14),
  completeAnswered: complete,
  partiallyAnswered: 1,
  levels,
});

const DAY = 86_400_000;
const firstRound = buildEvaluationPoint(
  tree,
  round(1, 10, {
    q1: [10, 0, 0, 0, 0, 0],
    q2: [10, 0, 0, 0, 0, 0],
    q3: [0, 0, 0, 0, 0, 10],
    q4: [10, 0, 0, 0, 0, 0],
  }),
  Date.now() - 30 * DAY,
);
const secondRound = buildEvaluationPoint(
  tree,
  round(2, 10, {
    q1: [0, 0, 0, 10, 0, 0],
    q2: [0, 0, 0, 10, 0, 0],
    q3: [3, 2, 1, 0, 0, 4],
    q4: [5, 5, 0, 0, 0, 0],
  }),
  Date.now() - DAY,
  firstRound,
);
const fourAnswers = buildEvaluationPoint(
  tree,
  round(1, 4, {
    q1: [4, 0, 0, 0, 0, 0],
    q2: [4, 0, 0, 0, 0, 0],
    q3: [4, 0, 0, 0, 0, 0],
    q4: [4, 0, 0, 0, 0, 0],
  }),
  Date.now() - DAY,
);

function view(surveyId: string, point: EvaluationPoint, module: '1' | '1.1'): ModuleEvaluation {
  const redacted = redactBelowThreshold(point, 5);
  const roots = redacted.nodes.filter((node) => (node.nodeType === 'OUTCOME') === (module === '1.1'));
  return { ...redacted, nodes: roots, surveyId, module: 'Module_One', view: module };
}

function survey(id: string, title: string, module: SurveyDetails['module'] = 'Module_One'): SurveyDetails {
  return {
    id,
    title,
    module,
    createdDate: new Date(Date.now() - 40 * DAY).toISOString(),
    createdBy: 'Modell Ierer',
    deadlineDate: null,
    uuid: null,
    customTitlePage: false,
    archived: false,
    info: { state: 'FINISHED', sendToCount: 14, answeredCount: 10, evaluationTimestampCount: 2 },
    description: null,
    surveySchema: {
      title,
      deadlineDate: null,
      locale: 'de',
      pages: [
        {
          name: 'Seite 1',
          elements: [
            {
              type: 'radiogroup',
              name: 'team',
              title: 'Ihr Team',
              choices: [
                { value: 'a', text: 'Vertrieb' },
                { value: 'b', text: 'Technik' },
              ],
            },
            { type: 'comment', name: 'idee', title: 'Ihre Idee' },
          ],
        },
      ],
    },
  };
}

async function serveEvaluations(page: Page): Promise<void> {
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const surveys: Record<string, SurveyDetails> = {
    [SURVEY_ID]: survey(SURVEY_ID, 'IWAK Frühjahr'),
    [SMALL_SURVEY_ID]: survey(SMALL_SURVEY_ID, 'IWAK Kleingruppe'),
    [CUSTOM_SURVEY_ID]: survey(CUSTOM_SURVEY_ID, 'Eigene Umfrage', 'NONE'),
  };
  await page.route(/\/api\/px\/survey\/e2e-px-evaluation[^/]*$/, (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    return route.fulfill(json(surveys[id]));
  });
  await page.route(/\/api\/px\/evaluation\/timestamp\/[^/]+\/module\/[^/?]+$/, (route) => {
    const match = /\/timestamp\/([^/]+)\/module\/([^/?]+)$/.exec(new URL(route.request().url()).pathname);
    const id = decodeURIComponent(match?.[1] ?? '');
    const viewName = match?.[2] === '1.1' ? '1.1' : '1';
    const points = id === SURVEY_ID ? [firstRound, secondRound] : [fourAnswers];
    return route.fulfill(json(points.map((point) => view(id, point, viewName))));
  });
  await page.route(/\/api\/px\/survey\/e2e-px-evaluation-custom\/answers$/, (route) => {
    const answers: CustomSurveyAnswers = {
      surveyId: CUSTOM_SURVEY_ID,
      numberCompleteAnswered: 6,
      hidden: null,
      freeTextHidden: { minimum: 10, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 10)' },
      items: ['a', 'a', 'b', 'a', 'b', 'a'].map((team) => ({ round: 1, answers: JSON.stringify({ team }) })),
      freeText: [],
    };
    return route.fulfill(json(answers));
  });
  await page.route(/\/api\/px\/evaluation\/module\/([^/?]+)$/, (route) => {
    const requested = new URL(route.request().url()).pathname.split('/').pop();
    // Only module 1 has evaluations here; the module 2 tab shows the empty state.
    if (requested !== '1.1' && requested !== '1') return route.fulfill(json([]));
    const module = requested;
    const latest = view(SURVEY_ID, secondRound, module);
    const card: DashboardEvaluation = {
      surveyId: SURVEY_ID,
      surveyTitle: 'IWAK Frühjahr',
      module: 'Module_One',
      view: module,
      round: latest.round,
      timestamp: latest.timestamp,
      numberCompleteAnswered: latest.numberCompleteAnswered,
      hidden: latest.hidden,
      nodes: latest.nodes,
    };
    return route.fulfill(json([card]));
  });
  // The measures plan of these surveys is empty (the surveys exist only in this test).
  await page.route(/\/api\/px\/measure(\?.*)?$/, (route) => route.fulfill(json([])));
}

test('the module 1 evaluation of a finished survey with two rounds shows trend chips and the line chart', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await serveEvaluations(page);
  await page.goto(`/surveys/evaluation/${SURVEY_ID}`);

  await expect(page.getByRole('heading', { level: 1, name: 'IWAK Frühjahr' })).toBeVisible();
  await expect(page.getByTestId('module-chip')).toHaveText('Bindungsmodul');
  await expect(page.getByTestId('state-chip')).toHaveText('Beendet');
  await expect(page.getByText('Wiederholt verschickt')).toBeVisible();
  await expect(page.getByText('Teilnehmeranzahl')).toBeVisible();

  // Outcome tab first: Bindung 1.0 → 1.5, trend −0.5 'gesunken'.
  await expect(page.getByRole('tab', { name: 'Stimmungsbild der Beschäftigten' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const bindung = page.getByTestId('evaluation-card').filter({ hasText: 'Bindung' });
  await expect(bindung.getByRole('img', { name: 'Score 1,5' })).toBeVisible();
  await expect(bindung.getByText('gesunken −0,5')).toBeVisible();

  // 'all' tab: Ressourcen worsened by more than 1 → warning icon in its trend panel with the line chart.
  await page.getByRole('tab', { name: 'Belastungen und Ressourcen' }).click();
  const ressourcen = page.getByTestId('evaluation-card').filter({ hasText: 'Ressourcen' });
  await expect(ressourcen.locator('[data-trend="gesunken"]').first()).toBeVisible();
  await ressourcen.getByRole('button', { name: 'Trend von Ressourcen anzeigen' }).click();
  const panel = page.getByRole('dialog', { name: 'Ressourcen' });
  await expect(panel.getByRole('heading', { name: 'Zeitlicher Verlauf' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Zeitlicher Verlauf' }).locator('canvas')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Veränderung der Unterkategorien' })).toBeVisible();
  await expect(panel.getByTestId('trend-warning')).toBeVisible();
  await panel.getByRole('button', { name: 'Schließen' }).click();

  // 'Details ansehen' down to a question, whose panel shows the inverted title and the table.
  await ressourcen.getByRole('button', { name: 'Details ansehen' }).click();
  await ressourcen.getByRole('button', { name: /Ich habe Zeitdruck\./ }).click();
  const question = page.getByRole('dialog', { name: 'Fragenauswertung' });
  await expect(question.getByTestId('question-title')).toHaveText('Ich habe Zeitdruck. (invertiert)');
  await expect(question.getByTestId('average-score')).toHaveText('3,6 (Ausreichend)');
  await expect(question.getByTestId('average-answer')).toHaveText('3,4');
  await expect(question.getByRole('row', { name: /Trifft voll und ganz zu 4 40,00 %/ })).toBeVisible();
  await question.getByRole('button', { name: 'Schließen' }).click();

  // Statistic tab: Reaktion and Reaktionsvolumen.
  await page.getByRole('tab', { name: 'Statistik' }).click();
  await expect(page.getByRole('tab', { name: 'Reaktion', exact: true })).toBeVisible();
  await expect(
    page.getByTestId('statistic-question').first().getByRole('button', { name: 'Balkendiagramm' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Reaktionsvolumen' }).click();
  await expect(page.getByRole('img', { name: 'Reaktionsvolumen' }).locator('canvas')).toBeVisible();
});

test('a survey with 4 answers shows the threshold message instead of scores', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await serveEvaluations(page);
  await page.goto(`/surveys/evaluation/${SMALL_SURVEY_ID}`);

  await expect(page.getByRole('heading', { level: 1, name: 'IWAK Kleingruppe' })).toBeVisible();
  await expect(
    page.getByText('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)').first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Score / })).toHaveCount(0);
  await expect(page.locator('[data-trend]')).toHaveCount(0);
});

test('the start dashboard shows a gauge per evaluation card', async ({ page }) => {
  await serveEvaluations(page);
  await login(page, DEMO_USERS.modeller);

  await expect(page.getByRole('heading', { level: 2, name: 'Auswertungen' })).toBeVisible();
  const card = page.getByTestId('dashboard-card').filter({ hasText: 'Bindung' });
  // Bindung 1.5 → 100 − round(100/6 × 1.5) = 75.
  await expect(card.getByRole('meter', { name: 'Score 1,5' })).toHaveAttribute('aria-valuenow', '75');
  await card.getByRole('button', { name: 'Details ansehen' }).click();
  await expect(card.getByRole('button', { name: 'Schließen' })).toBeVisible();

  await page.getByRole('tab', { name: 'Bindungsmodul', exact: true }).click();
  await expect(page.getByTestId('dashboard-card').filter({ hasText: 'Ressourcen' })).toBeVisible();
  await page.getByRole('tab', { name: 'Job-Fit-Modul' }).click();
  await expect(
    page.getByText('Für Umfragen in diesem Modul sind noch keine Auswertungen vorhanden.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu den Umfragen' })).toBeVisible();
});

test('custom analytics shows a chart per question and says why free text is hidden', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await serveEvaluations(page);
  await page.goto(`/surveys/evaluation/custom/${CUSTOM_SURVEY_ID}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Eigene Umfrage' })).toBeVisible();
  await expect(page.getByText('Erstellt am')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ihr Team' }).locator('canvas')).toBeVisible();
  await expect(
    page.getByText('Zu wenige Antworten für eine anonyme Auswertung (mindestens 10)'),
  ).toBeVisible();
});

test('mitarbeiter reaches none of the evaluation screens and sees no evaluations on the start page', async ({
  page,
}) => {
  await login(page, DEMO_USERS.employee);
  await expect(page.getByRole('heading', { level: 2, name: 'Auswertungen' })).toHaveCount(0);
  for (const path of [`/surveys/evaluation/${SURVEY_ID}`, `/surveys/evaluation/custom/${CUSTOM_SURVEY_ID}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\/403$/);
  }
});
