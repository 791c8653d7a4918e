import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { SurveyDetails } from '@prozesspuls/shared';
import { buildAutomaticSurvey } from '@prozesspuls/shared/px';
import { ORDER_LANES_DIAGRAM } from '../fixtures/diagrams';
import { pdfText } from '../fixtures/pdf-text';
import { typeDate } from './date-field-helpers';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { participantAddresses } from './mailbox';
import { acceptInvitation, newSession } from './management-helpers';
import { api } from './processes-helpers';
import { answersScoring, finishSurvey, matrixQuestionIds, sendTo, submit } from './px-evaluation-seed';

/**
 * The risk assessment end to end in Chromium: a full risk assessment of the example process 'Auftragsabwicklung'
 * (released) — activities picked from the model, a STRESS survey answered by five participants
 * through their mailed participation links and finished by the finish workflow, the strain table
 * and the 'Belastung' overlay with its legend, a judgement, two measures on elements, an effect
 * check with the same questions to the same group, and the PDF documentation (its text checked).
 *
 * Every participant gives every question the same score, so the strain is that score:
 * before 4 (hoch), after 2 (gering) → trend +2,0 'Belastung gesunken'.
 */

const tag = Date.now().toString(36);
const MODEL = `Auftragsabwicklung ${tag}`;
const BEFORE = `STRESS Auftragsabwicklung ${tag}`;
const AFTER = `STRESS Wirksamkeit ${tag}`;
const TITLE = `GB Auftragsabwicklung ${tag}`;
const GROUP = participantAddresses('gda', 6, tag);

/** A released example process, uploaded as the browser uploads a file. */
async function releasedExampleProcess(page: Page): Promise<void> {
  const raw = await page.evaluate<string | null>("localStorage.getItem('prozesspuls.session')");
  const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  const uploaded = await page.request.post('/api/bpmn/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      folderId: 'default',
      uploadedFile: {
        name: `${MODEL}.bpmn`,
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(ORDER_LANES_DIAGRAM),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { uuid } = (await uploaded.json()) as { uuid: string };
  await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
}

/** A STRESS survey sent to the group; five answer with `score` through their links, then it is finished. */
async function answeredStressSurvey(page: Page, title: string, score: number): Promise<void> {
  const { id } = await api<SurveyDetails>(page, 'POST', '/px/survey', {
    title,
    deadlineDate: null,
    module: 'STRESS_MODULE',
    surveySchema: buildAutomaticSurvey({
      mode: 'STRESS',
      module: 'STRESS_MODULE',
      title,
      deadlineDate: null,
      startPageHtml: '<p>Befragung zur psychischen Belastung</p>',
      includePersonalQuestions: false,
    }),
  });
  const questions = await matrixQuestionIds(page, id);
  const tokens = await sendTo(page, id, GROUP);
  for (const token of tokens.slice(0, 5)) await submit(page, token, answersScoring(questions, score));
  await finishSurvey(page, id);
}

/**
 * Picks `option` in the select labelled `combobox` (within `scope`, the page by default). A MUI
 * select's accessible name is its label followed by the chosen value, so the label is matched as
 * the start of the name.
 */
async function choose(
  page: Page,
  combobox: string,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  const escaped = combobox.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('combobox', { name: new RegExp(`^${escaped}`) }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test('a full risk assessment of the example process, from the model to the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  await login(page, DEMO_USERS.admin);
  await releasedExampleProcess(page);
  await answeredStressSurvey(page, BEFORE, 4);

  // Start page card → new assessment.
  await page.goto('/menu');
  await page
    .getByRole('link', { name: /Gefährdungsbeurteilung/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Gefährdungsbeurteilung', level: 1 })).toBeVisible();
  await page.getByLabel('Titel der Gefährdungsbeurteilung').fill(TITLE);
  await page
    .getByLabel('Geltungsbereich (Arbeitsbereich, Abteilung, Standort)')
    .fill('Vertrieb und Lager, Werk Nord');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { name: `Gefährdungsbeurteilung: ${TITLE}` })).toBeVisible();

  // Step 1: activities and a role from the released model.
  await choose(page, 'Freigegebenes Prozessmodell', `${MODEL} (freigegebene Version 1)`);
  for (const label of ['Angebot erstellen (Tätigkeit)', 'Ware versenden (Tätigkeit)', 'Lager (Rolle)']) {
    await page.getByRole('checkbox', { name: label }).check();
  }
  await page.getByRole('button', { name: 'Auswahl übernehmen' }).click();
  await expect(page.getByTestId('risk-model-version')).toHaveText(`${MODEL} (freigegebene Version 1)`);

  // Step 2: the STRESS survey as baseline.
  await choose(page, BEFORE, 'Ermittlung');
  await page.getByRole('button', { name: 'Umfragen speichern' }).click();

  // Step 3: strain per activity (table) and as heat overlay with its legend.
  const table = page.getByTestId('strain-table');
  await expect(table.locator('tr[data-element-id="Task_Angebot"]')).toContainText('4,0');
  await expect(page.getByText(`${BEFORE} (Ermittlung): Teilnehmende 5`)).toBeVisible();
  const angebotBadge = page.locator('.pp-strain[data-element-id="Task_Angebot"]');
  await expect(angebotBadge).toHaveText('4,0');
  await expect(angebotBadge).toHaveAttribute('aria-label', 'Angebot erstellen: Belastung 4,0 (mittel)');
  await expect(page.getByTestId('strain-legend')).toContainText('hohe Belastung (Score über 4,0)');

  await choose(page, 'Tätigkeit / Rolle', 'Angebot erstellen');
  await choose(page, 'Kriterienbereich', 'Arbeitsorganisation');
  await choose(page, 'Handlungsbedarf', 'hoher Handlungsbedarf');
  await page.getByLabel('Begründung').fill('Häufiger Termindruck bei Angeboten');
  await page.getByRole('button', { name: 'Beurteilung speichern' }).click();
  await expect(page.getByRole('cell', { name: 'Häufiger Termindruck bei Angeboten' })).toBeVisible();

  // Steps 4 and 5: two measures on elements.
  const measures: [string, string, string][] = [
    ['Schulung Zeitmanagement', 'personenbezogen', 'Angebot erstellen'],
    ['Angebotsvorlagen im System', 'technisch', 'Angebot erstellen'],
  ];
  for (const [title, type, element] of measures) {
    const section = page.getByRole('region', { name: '4 und 5 · Maßnahmen' });
    await section.getByLabel('Maßnahme', { exact: true }).fill(title);
    await choose(page, 'Art (§ 4 ArbSchG)', type, section);
    await choose(page, 'Verantwortlich', /Modell/, section);
    await typeDate(page, section.getByRole('group', { name: /Fällig am/ }), '31032099');
    await section.getByRole('checkbox', { name: element }).check();
    await page.getByRole('button', { name: 'Maßnahme anlegen' }).click();
    await expect(page.getByTestId('risk-measures').getByRole('cell', { name: title })).toBeVisible();
  }
  // §4 ArbSchG order: the technical measure first.
  await expect(page.getByTestId('risk-measures').getByRole('row').nth(1)).toContainText('technisch');
  await expect(page.locator('.pp-strain-measures[data-element-id="Task_Angebot"]')).toHaveText('M 2');

  // Step 6: the same questions to the same group after the measures.
  await answeredStressSurvey(page, AFTER, 2);
  await page.reload();
  await choose(page, AFTER, 'Wirksamkeitskontrolle');
  await page.getByRole('button', { name: 'Umfragen speichern' }).click();
  const row = page.getByTestId('strain-table').locator('tr[data-element-id="Task_Angebot"]');
  await expect(row).toContainText('+2,0 Belastung gesunken');

  // Step 7: the documentation as PDF, stored as version 1.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dokumentation als PDF erstellen' }).click();
  const download = await downloading;
  // NFKC: the PDF's font sets 'ﬁ' and 'ﬀ' as ligatures, which the text layer keeps.
  const text = pdfText(await readFile((await download.path()) ?? '')).normalize('NFKC');
  for (const part of [
    `Gefährdungsbeurteilung psychischer Belastung: ${TITLE}`,
    'Vertrieb und Lager, Werk Nord',
    `${MODEL} (freigegebene Version 1`,
    BEFORE,
    'Angebot erstellen',
    'Häufiger Termindruck bei Angeboten',
    'Angebotsvorlagen im System',
    'Schulung Zeitmanagement',
    'Belastung gesunken',
    'Fachkraft für Arbeitssicherheit',
  ]) {
    expect(text).toContain(part);
  }
  await expect(page.getByTestId('risk-report-versions')).toContainText('Version 1');
  await expect(page.getByTestId('risk-history')).toContainText(
    'Dokumentation als PDF exportiert (Version 1)',
  );
  const assessmentUrl = page.url();

  // The stored version downloads again with the same documentation.
  const storedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Version 1 herunterladen' }).click();
  const stored = pdfText(await readFile((await (await storedDownload).path()) ?? '')).normalize('NFKC');
  expect(stored).toContain(`Gefährdungsbeurteilung psychischer Belastung: ${TITLE}`);
  expect(stored).toContain('Angebotsvorlagen im System');

  // 'Belastung' mode in the modeller: the legend, heat only on the picked elements whose group
  // passed the threshold (all three here; the unpicked lane gets none), and the measure badges.
  await page.getByRole('link', { name: 'Im Modell anzeigen' }).click();
  await expect(page.getByTestId('strain-mode').getByTestId('strain-legend')).toBeVisible();
  const heat = page.locator('.pp-strain-heat');
  await expect(heat).toHaveCount(3);
  await expect(page.locator('.pp-strain-heat[data-level="hidden"]')).toHaveCount(0);
  await expect(page.locator('.pp-strain-heat[data-element-id="Task_Angebot"]')).toHaveAttribute(
    'data-level',
    'mittel',
  );
  await expect(page.locator('.pp-strain-heat[data-element-id="Lane_Vertrieb"]')).toHaveCount(0);
  const measureBadge = page.locator('.pp-strain-measures[data-element-id="Task_Angebot"]');
  await expect(measureBadge).toHaveText('2');
  await expect(measureBadge).toHaveAttribute('aria-label', /Angebotsvorlagen im System \(technisch, offen\)/);

  // The works council: its start-page card, the assessment read-only, every write refused.
  const council = `betriebsrat-${tag}@demo.local`;
  const role = await api<{ id: string }>(page, 'POST', '/role', { roleTitle: `Betriebsrat ${tag}` });
  await api(page, 'POST', '/permission', { roleId: role.id, name: 'WORKS_COUNCIL', granted: true });
  await api(page, 'POST', '/user/add', {
    userId: council,
    firstName: 'Berta',
    lastName: 'Rat',
    role: [role.id],
  });
  const context = await newSession(browser);
  const councilPage = await context.newPage();
  await acceptInvitation(councilPage, councilPage.request, council);
  await expect(councilPage.getByRole('link', { name: /Betriebsrat/ }).first()).toBeVisible();
  await councilPage.goto(assessmentUrl);
  await expect(
    councilPage.getByText('Sie sehen diese Gefährdungsbeurteilung nur lesend (Betriebsrat).'),
  ).toBeVisible();
  await expect(councilPage.getByTestId('strain-table')).toContainText('4,0');
  for (const name of [
    'Schritt speichern',
    'Auswahl übernehmen',
    'Umfragen speichern',
    'Beurteilung speichern',
    'Maßnahme anlegen',
    'Dokumentation als PDF erstellen',
  ]) {
    await expect(councilPage.getByRole('button', { name })).toHaveCount(0);
  }
  const raw = await councilPage.evaluate<string | null>("localStorage.getItem('prozesspuls.session')");
  const token = raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  const id = new URL(assessmentUrl).pathname.split('/').at(-1) ?? '';
  const write = await councilPage.request.put(`/api/riskAssessment/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Vom Betriebsrat geändert', scope: '' },
  });
  expect(write.status()).toBe(403);
  await context.close();
});
