import { DEMO_USERS, expect, login, mainNavigation, test } from './fixtures';

const GROUPS = ['Prozesse', 'Process Experience', 'Nutzerverwaltung'] as const;

const EXPECTED: Record<keyof typeof DEMO_USERS, readonly (typeof GROUPS)[number][]> = {
  admin: ['Prozesse', 'Process Experience', 'Nutzerverwaltung'],
  modeller: ['Prozesse', 'Process Experience'],
  employee: [],
};

for (const [role, email] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, string][]) {
  test(`${email} sees exactly the navigation groups of the role ${role}`, async ({ page }) => {
    await login(page, email);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hilfe' })).toBeVisible();
    for (const group of GROUPS) {
      const entry = nav.getByText(group, { exact: true });
      if (EXPECTED[role].includes(group)) await expect(entry).toBeVisible();
      else await expect(entry).toHaveCount(0);
    }
  });
}

test('the start page greets the user by first name and shows the full name in the drawer', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Max!' })).toBeVisible();
  await expect(page.getByTestId('user-full-name')).toHaveText('Max Modell');
  await expect(page.getByRole('link', { name: /Modell erstellen/ })).toBeVisible();
});

test('an employee gets no quick-start cards for areas closed to them', async ({ page }) => {
  await login(page, DEMO_USERS.employee);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Mia!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Modell erstellen/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Umfragen/ })).toHaveCount(0);
});

test('the help centre opens inside the shell on its default tab Bug Report', async ({ page }) => {
  await login(page, DEMO_USERS.modeller);
  await mainNavigation(page).getByRole('link', { name: 'Hilfe' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bug Report', selected: true })).toBeVisible();
  await expect(page.getByText('Noch nicht verfügbar')).toHaveCount(0);
  await expect(mainNavigation(page)).toBeVisible();
});
