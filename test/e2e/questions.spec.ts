import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USERS, expect, mainNavigation, test } from './fixtures';
import { element, newModelAsModeller, openModel } from './modeller-helpers';
import { BPMN_FIXTURES, unique } from './processes-helpers';

/** One task, 'Rechnung freigeben' (Task_Frage), to ask about. */
const DIAGRAM = readFileSync(join(BPMN_FIXTURES, 'question-task.bpmn'), 'utf8');

test.describe('questions to colleagues and Meine Fragen', () => {
  test('the modeller asks the admin about a task; the admin answers in Meine Fragen with the element red', async ({
    page,
    anotherPerson,
  }) => {
    const uuid = await newModelAsModeller(page, unique('Fragen'), DIAGRAM);
    await openModel(page, uuid);

    await page.getByRole('button', { name: 'Fragen an Kollegen' }).click();
    const panel = page.getByRole('complementary', { name: 'Fragen an Kollegen' });
    await expect(panel.getByText('Wählen Sie ein Element im Diagramm aus')).toBeVisible();
    await element(page, 'Task_Frage').click();
    await expect(panel.getByText('Element: Rechnung freigeben')).toBeVisible();
    await expect(panel.getByText('Zu diesem Element wurden noch keine Fragen gestellt.')).toBeVisible();

    // Both fields are required.
    await panel.getByRole('button', { name: 'Frage stellen' }).click();
    await expect(panel.getByText('Bitte füllen Sie alle Felder aus')).toBeVisible();

    const questionText = unique('Wer gibt Rechnungen über 10.000 € frei?');
    await panel.getByRole('combobox', { name: 'Kollege/Kollegin' }).click();
    await page.getByRole('option', { name: 'Anna Admin' }).click();
    await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill(questionText);
    await panel.getByRole('button', { name: 'Frage stellen' }).click();
    await expect(page.getByText('Ihre Frage wurde erfolgreich hinzugefügt!')).toBeVisible();
    await expect(panel.getByTestId('element-questions').getByText(questionText)).toBeVisible();
    await expect(panel.getByText('Noch nicht beantwortet')).toBeVisible();

    // The admin sees it in 'Meine Fragen', with the count in the navigation.
    const admin = await anotherPerson(DEMO_USERS.admin);
    const nav = mainNavigation(admin);
    await expect(nav.getByTestId('nav-count-myQuestions')).toBeVisible();
    await nav.getByRole('link', { name: /Meine Fragen/ }).click();
    await admin.waitForURL('**/questions/modelQuestions');
    await admin
      .getByRole('button', { name: new RegExp(questionText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();

    const diagram = admin.getByTestId('asked-element-diagram');
    await expect(
      diagram.locator('.djs-element[data-element-id="Task_Frage"].pp-asked-element'),
    ).toBeVisible();
    const stroke = await diagram
      .locator('.djs-element[data-element-id="Task_Frage"] .djs-visual > :first-child')
      .evaluate((shape) => shape.ownerDocument.defaultView?.getComputedStyle(shape).stroke ?? '');
    expect(stroke).toBe('rgb(211, 47, 47)');

    // The answer needs at least 3 characters.
    const answerField = admin.getByRole('textbox', { name: 'Ihre Antwort' });
    await answerField.fill('ok');
    await admin.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(admin.getByText('Mindestens 3 Zeichen')).toBeVisible();
    await answerField.fill('Die Bereichsleitung.');
    await admin.getByRole('button', { name: 'Antwort senden' }).click();

    // After answering the selection clears and the list reloads without the question.
    await expect(answerField).toBeHidden();
    await expect(admin.getByText(questionText)).toBeHidden();

    // The asker reads the answer in the element's question panel.
    await page.reload();
    await expect(element(page, 'Task_Frage')).toBeVisible();
    await element(page, 'Task_Frage').click();
    // The panel remembers that it was open before the reload; opened only when it is closed.
    if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Fragen an Kollegen' }).click();
    await expect(
      page
        .getByRole('complementary', { name: 'Fragen an Kollegen' })
        .getByText('Antwort: Die Bereichsleitung.'),
    ).toBeVisible();
  });
});
