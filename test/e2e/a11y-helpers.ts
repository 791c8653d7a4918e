import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ShareLinkState } from '@prozesspuls/shared';
import { chainDiagram, endEvent, exclusiveGateway, startEvent, task } from '../fixtures/diagrams';
import { DEMO_USERS, expect, login } from './fixtures';
import { participantAddresses } from './mailbox';
import { apiSaveDiagram } from './modeller-helpers';
import { api, apiModel } from './processes-helpers';
import {
  answersScoring,
  createCustomSurvey,
  createIwakSurvey,
  customAnswers,
  matrixQuestionIds,
  sendTo,
  submit,
  waitUntilFinished,
} from './px-evaluation-seed';

/** The rule sets of BITV 2.0 / EN 301 549, which point at WCAG 2.1 level AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A violation of these impacts fails the suite; moderate and minor ones are reported only. */
const BLOCKING = new Set(['serious', 'critical']);

/** One axe finding as the report lists it. */
export interface Finding {
  readonly where: string;
  readonly rule: string;
  readonly impact: string;
  readonly nodes: number;
  readonly example: string;
}

/** Runs axe on the page as it is now and answers its WCAG 2.1 AA findings, `where` naming the view. */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    example: `${violation.nodes[0]?.target.join(' ') ?? ''} ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`,
  }));
}

export const isBlocking = (finding: Finding) => BLOCKING.has(finding.impact);

/** Prints what was checked and found (the suite's report of checked views and violation counts). */
export function report(title: string, checked: readonly string[], findings: readonly Finding[]): void {
  const blocking = findings.filter(isBlocking);
  const axeRuns = checked.filter((view) => !view.includes('bereits geprüft')).length;
  const lines = [
    `[a11y] ${title}: ${checked.length} views, ${axeRuns} checked by axe, ${blocking.length} serious/critical, ${findings.length - blocking.length} moderate/minor`,
    ...checked.map((view) => `  ✓ ${view}`),
    ...findings.map(
      (finding) =>
        `  ${isBlocking(finding) ? '✗' : '·'} ${finding.where}: ${finding.rule} (${finding.impact}, ${finding.nodes}×) ${finding.example}`,
    ),
  ];
  console.log(lines.join('\n'));
}

/**
 * Waits until a page has loaded what it shows: its requests answered and no loading indicator.
 * Pages that poll (the modeller's edit lock, notifications) never fall quiet for long; for them
 * the quiet moment is capped and the loading indicators decide.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 1_000 }).catch(() => undefined);
  await expect(page.locator('[role="progressbar"][aria-label^="Wird geladen"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('#root')).not.toBeEmpty();
  // Fades and colour changes end before axe measures contrast: while a button changes colour (a
  // dialog's data arrived) its text has the contrast of neither colour.
  // (A string, not a function: the test project compiles without the DOM library.)
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((animation) => animation.playState === 'running'
      && animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))).then(() => true)`);
}

/** The data the routes' parameters are filled from, created through the real routes. */
export interface A11yData {
  readonly modelName: string;
  readonly uuid: string;
  readonly shareToken: string;
  readonly iwakSurveyId: string;
  readonly customSurveyId: string;
  readonly checklistId: string;
  readonly riskAssessmentId: string;
  /** A personal link of the custom survey that nobody used yet. */
  readonly participationToken: string;
}

/** A small process in flow order: start, two tasks, a gateway, end. */
export const FLOW_DIAGRAM = chainDiagram({ processId: 'Process_A11y', centreY: 140, flowPrefix: 'F' }, [
  startEvent('Start', 100, 'Antrag eingegangen'),
  task('Pruefen', 200, 'Antrag prüfen'),
  exclusiveGateway('Ok', 360, 'Vollständig?'),
  task('Bescheid', 470, 'Bescheid senden'),
  endEvent('Ende', 630, 'Erledigt'),
]);

/**
 * Seeds, as the demo modeller: a model with the flow diagram and a share link, a finished IWAK
 * survey with 5 answers (its evaluation has scores and charts), a custom survey with 5 answers and
 * one unused personal link, a checklist and a risk assessment.
 */
export async function seedA11yData(page: Page, tag: string): Promise<A11yData> {
  await login(page, DEMO_USERS.modeller);
  const modelName = `Barrierefreiheit ${tag}`;
  const uuid = await apiModel(page, modelName);
  await apiSaveDiagram(page, uuid, FLOW_DIAGRAM);
  const link = await api<ShareLinkState>(page, 'POST', `/bpmn/${uuid}/shareLink`);
  const addresses = (name: string) => participantAddresses(`a11y-${name}`, 6, tag);

  const iwakSurveyId = await createIwakSurvey(page, `IWAK Barrierefreiheit ${tag}`);
  const questions = await matrixQuestionIds(page, iwakSurveyId);
  const iwakTokens = await sendTo(page, iwakSurveyId, addresses('iwak'));
  for (const [index, score] of [1, 2, 3, 2, 4].entries()) {
    await submit(page, iwakTokens[index] ?? '', answersScoring(questions, score));
  }
  // Finished in the background: the finish workflow is slow on a busy machine, and the evaluation
  // pages show a running survey's answers too, so the sweep does not wait for it.
  await api(page, 'POST', '/px/survey/finish', { surveyId: iwakSurveyId });

  const custom = await createCustomSurvey(page, `Eigene Umfrage Barrierefreiheit ${tag}`);
  const customTokens = await sendTo(page, custom.id, addresses('eigen'));
  for (const [index, team] of ['Vertrieb', 'Technik', 'Vertrieb', 'Technik', 'Vertrieb'].entries()) {
    await submit(page, customTokens[index] ?? '', customAnswers(custom, team, `Idee ${index + 1}`));
  }
  const { id: checklistId } = await api<{ id: string }>(page, 'POST', '/checklist', {
    name: `Checkliste Barrierefreiheit ${tag}`,
  });
  const { id: riskAssessmentId } = await api<{ id: string }>(page, 'POST', '/riskAssessment', {
    title: `Gefährdungsbeurteilung Barrierefreiheit ${tag}`,
  });
  return {
    modelName,
    uuid,
    shareToken: link.token ?? '',
    iwakSurveyId,
    customSurveyId: custom.id,
    checklistId,
    riskAssessmentId,
    participationToken: customTokens[5] ?? '',
  };
}

/**
 * Waits until the survey's finish (posted while seeding) has run: FINISHED with its evaluation
 * point and no job running. On a busy machine the workflow takes minutes, which the route sweeps
 * before the chart test usually cover.
 */
export async function surveyFinished(page: Page, surveyId: string): Promise<void> {
  await waitUntilFinished(page, surveyId, { timeout: 300_000, intervals: [1000, 2000, 5000] });
}

const PATHS_FILE = join(import.meta.dirname, '../../web/src/config/paths.ts');

/**
 * The SPA's path table (web/src/config/paths.ts), read as text: importing the module would pull
 * react-router's DOM types into the test workspace's type check.
 */
function appPaths(): string[] {
  return [...readFileSync(PATHS_FILE, 'utf8').matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map(
    (match) => match[1] ?? '',
  );
}

const SEED_FILE = join(import.meta.dirname, 'test-results', 'a11y-seed.json');

/**
 * The seeded data of this cloud, seeding it on first use. A failed test restarts Playwright's
 * worker and so reruns `beforeAll`; the file keeps the seed of this cloud (its address) so that
 * the minutes of sending and answering surveys are spent once per run.
 */
export async function a11yData(page: Page): Promise<A11yData> {
  const cloud = `${process.env.E2E_BASE_URL} ${process.env.E2E_MAILBOX_URL}`;
  if (existsSync(SEED_FILE)) {
    const stored = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as { cloud: string; data: A11yData };
    if (stored.cloud === cloud) return stored.data;
  }
  const data = await seedA11yData(page, Date.now().toString(36));
  mkdirSync(join(SEED_FILE, '..'), { recursive: true });
  writeFileSync(SEED_FILE, JSON.stringify({ cloud, data }));
  return data;
}

/**
 * Every route of the SPA's path table (web/src/config/paths.ts) as a concrete URL, its parameters
 * filled from the seeded data. A route with a parameter this table does not know fails the suite,
 * so a new route is checked from the day it is added.
 */
export function routeUrls(data: A11yData): { readonly pattern: string; readonly url: string }[] {
  const values: Readonly<Record<string, string>> = {
    uuid: data.uuid,
    clientId: '1',
    token: data.shareToken,
    surveyId: data.iwakSurveyId,
    listId: data.checklistId,
    id: data.riskAssessmentId,
    mode: 'IWAK',
    errorCode: '403',
    // An invalid link: the page explains that it no longer works.
    authToken: 'abgelaufen',
  };
  const urls = appPaths().map((pattern) => {
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Route ${pattern}: no value for :${name} in routeUrls`);
      return encodeURIComponent(value);
    });
    return { pattern, url };
  });
  // The custom analytics belong to the custom survey, the join page to an invitation (none valid).
  return urls.map((entry) =>
    entry.pattern === '/surveys/evaluation/custom/:surveyId'
      ? { ...entry, url: entry.url.replace(data.iwakSurveyId, data.customSurveyId) }
      : entry.pattern === '/join/:token'
        ? { ...entry, url: entry.url.replace(data.shareToken, 'abgelaufen') }
        : entry,
  );
}
