import { LEAVE_REQUEST } from '../media/diagrams';
import { DEMO_USERS, expect, test } from './fixtures';
import { newUniqueModel } from './modeller-helpers';
import { api } from './processes-helpers';

test.describe('notifications of release decisions', () => {
  test('the requester sees the rejection with reason and reviewer under the bell, opens the model and it counts as read', async ({
    page,
    anotherPerson,
  }) => {
    test.setTimeout(120_000);
    const { name, uuid } = await newUniqueModel(page, 'Benachrichtigt');
    await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
    const request = await api<{ id: string }>(page, 'POST', '/bpmn/release', {
      uuid,
      reviewer: DEMO_USERS.admin,
      commitMsg: 'Bitte prüfen',
      // Connected and named throughout: a model the release's model checks accept.
      diagramXML: LEAVE_REQUEST,
    });

    // The reviewer rejects with a reason (the review screen's own story is release.spec.ts).
    const reviewer = await anotherPerson(DEMO_USERS.admin);
    await api(reviewer, 'POST', '/bpmn/release/review', {
      uuid,
      id: request.id,
      requestState: 'REJECTED',
      comment: 'Die Rollen fehlen noch',
    });

    await page.goto('/processList');
    // The tab 'Freigegebene Prozesse' keeps the spec's index 2 and explains itself.
    const sharedTab = page.getByRole('tab', { name: 'Freigegebene Prozesse' });
    await expect(sharedTab).toHaveAttribute('title', /die andere Nutzer mit Ihnen geteilt haben/);
    await sharedTab.click();
    await expect(page).toHaveURL(/[?&]tab=2(&|$)/);
    const bell = page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number(/(\d+) ungelesen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    const item = panel.getByRole('listitem', { name: `Abgelehnt: ${name}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/von Anna Admin am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(item).toContainText('Begründung: Die Rollen fehlen noch');
    await expect(item.getByText('Ungelesen')).toBeVisible();

    // The link opens the model and marks the notification read.
    await item.getByRole('link', { name: 'Zum Prozessmodell' }).click();
    await page.waitForURL(`**/modelEdit/${uuid}`);
    const after = unreadBefore - 1;
    const bellAfter = page.getByRole('button', {
      name: after > 0 ? `Benachrichtigungen, ${after} ungelesen` : 'Benachrichtigungen',
      exact: true,
    });
    await expect(bellAfter).toBeVisible();
    await bellAfter.click();
    const read = page
      .getByRole('dialog', { name: 'Benachrichtigungen' })
      .getByRole('listitem', { name: `Abgelehnt: ${name}` });
    await expect(read).toBeVisible();
    await expect(read.getByText('Ungelesen')).toHaveCount(0);
    await expect(read.getByRole('button', { name: 'Als gelesen markieren' })).toHaveCount(0);
  });
});
