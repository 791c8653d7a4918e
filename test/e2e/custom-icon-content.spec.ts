import { DEMO_USERS, expect, login, test } from './fixtures';
import { canvas, openModel, startEditing } from './modeller-helpers';
import { api, apiModel, unique } from './processes-helpers';

const ICON_ERROR =
  'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';

test('a text file named .svg is refused as a custom element icon with the server message (issue 11)', async ({
  page,
}) => {
  await login(page, DEMO_USERS.modeller);
  // Custom elements belong to the client: start from none, so the limit of five cannot interfere.
  for (const custom of await api<{ id: string }[]>(page, 'GET', '/customModelingEndpoint')) {
    await api(page, 'DELETE', `/customModelingEndpoint/${custom.id}`);
  }
  await openModel(page, await apiModel(page, unique('Icon')));
  await startEditing(page);
  await canvas(page).getByRole('button', { name: 'Eigene Elemente verwalten' }).click();
  const manager = page.getByRole('dialog', { name: 'Eigene Elemente verwalten' });
  await manager.getByRole('textbox', { name: 'Bezeichnung' }).fill('Telefonat');
  // The browser takes the type from the name, so only the server's content check can refuse it.
  await manager.getByTestId('custom-element-icon-input').setInputFiles({
    name: 'telefon.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('TelefonatKandidat anrufen'),
  });
  await expect(manager.getByText('Gewähltes Icon: telefon.svg')).toBeVisible();
  await manager.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(manager.getByText(ICON_ERROR)).toBeVisible();
  await expect(manager.getByText('Noch keine eigenen Elemente angelegt.')).toBeVisible();
  expect(await api<{ id: string }[]>(page, 'GET', '/customModelingEndpoint')).toEqual([]);
});
