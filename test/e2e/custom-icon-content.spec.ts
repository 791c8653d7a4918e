import { expect, test } from './fixtures';
import { customElementWithIcon, editNewModelWithoutCustomElements } from './modeller-helpers';
import { api, unique } from './processes-helpers';

const ICON_ERROR =
  'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';

test('a text file named .svg is refused as a custom element icon with the server message', async ({
  page,
}) => {
  await editNewModelWithoutCustomElements(page, unique('Icon'));
  // The browser takes the type from the name, so only the server's content check can refuse it.
  const manager = await customElementWithIcon(page, 'Telefonat', 'TelefonatKandidat anrufen');
  await expect(manager.getByText('Gewähltes Icon: telefon.svg')).toBeVisible();
  await manager.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(manager.getByText(ICON_ERROR)).toBeVisible();
  await expect(manager.getByText('Noch keine eigenen Elemente angelegt.')).toBeVisible();
  expect(await api<{ id: string }[]>(page, 'GET', '/customModelingEndpoint')).toEqual([]);
});
