import { taskRowDiagram } from '../fixtures/diagrams';
import { DEMO_PASSWORD, DEMO_USERS, expect, releaseNotesCheck, settleReleaseNotes, test } from './fixtures';
import { element, newModelAsModeller, newSharePath, startEditing } from './modeller-helpers';
import { api, unique } from './processes-helpers';

const DIAGRAM = taskRowDiagram('Process_Gast', [
  { id: 'Task_Gast', name: 'Vom Gast geöffnet' },
  { id: 'Task_Weg', name: 'Gast löscht mich' },
]);

test.describe('share link guest', () => {
  test('a signed-out guest who opens a share link and signs in lands on that model; revoking during the edit frees it', async ({
    page,
    anotherPerson,
  }) => {
    test.setTimeout(150_000);
    const uuid = await newModelAsModeller(page, unique('Gastlink'), DIAGRAM);
    const sharePath = await newSharePath(page, uuid);

    // A fresh browser: nobody is signed in there.
    const guest = await anotherPerson();
    await guest.goto(sharePath);
    await expect(guest.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();
    await guest.getByRole('textbox', { name: 'E-Mail' }).fill(DEMO_USERS.employee);
    await guest.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    const check = releaseNotesCheck(guest);
    await guest.getByLabel('Passwort', { exact: true }).press('Enter');
    await guest.waitForURL(`**${sharePath}`);
    await settleReleaseNotes(guest, check);
    await expect(element(guest, 'Task_Gast')).toBeVisible();

    // The guest edits through the link; the owner revokes it meanwhile.
    await startEditing(guest);
    await element(guest, 'Task_Weg').click();
    await guest.keyboard.press('Delete');
    await expect(element(guest, 'Task_Weg')).toHaveCount(0);
    const locked = await api<{ currentEditor: string | null }>(page, 'GET', `/bpmn/${uuid}`);
    expect(locked.currentEditor).toBe(DEMO_USERS.employee);
    await api(page, 'DELETE', `/bpmn/${uuid}/shareLink`);

    // The model is free for others at once, and the guest's save is refused in German.
    const freed = await api<{ currentEditor: string | null }>(page, 'GET', `/bpmn/${uuid}`);
    expect(freed.currentEditor).toBeNull();
    await guest.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(guest.getByText('Dieser Freigabelink ist ungültig oder wurde widerrufen.')).toBeVisible();
    const stored = await api<{ diagramXML: string }>(page, 'GET', `/bpmn/${uuid}`);
    expect(stored.diagramXML).toContain('Task_Weg');
  });
});
