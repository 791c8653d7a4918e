import { ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import type { Feedback } from '../hooks/use-feedback';
import { elementTitle } from '../utils/element-title';
import { SidePanel } from './SidePanel';

const MODEL = '7d1f0a52-2d7b-4d6f-9a53-0c1f3e2b9a10';

/** A busy shared machine renders the panel's tabs slowly. */
const SLOW = 120_000;

function renderPanel(elementId: string | null, feedback: Feedback[] = []) {
  return renderScreen(
    <SidePanel
      uuid={MODEL}
      elementId={elementId}
      elementTitle={elementId ? elementTitle('2.1', 'Rechnung prüfen', 'bpmn:Task') : undefined}
      canEdit
      isOwner
      currentUserId="user-1"
      showFeedback={(shown) => feedback.push(shown)}
      onClose={() => {}}
    />,
    { path: `/model/${MODEL}` },
  );
}

beforeEach(signIn);

describe('Modellierer: Seitenleiste', () => {
  it('asks to select an element while none is selected', async () => {
    // No handler: a call for element content would fail the test.
    renderPanel(null);
    expect(
      await screen.findByText(
        'Bitte wählen Sie ein Element aus, um seine Kommentare, Dokumente und Beschreibung zu sehen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('side-panel-element')).toBeNull();
  });

  it('names the selected element by number, name and German type above the three tabs', async () => {
    server.use(
      contractHandler('getCommentBpmnByUuidElementById', () => []),
      contractHandler('getUser', () => []),
    );
    renderPanel('Activity_1');
    expect((await screen.findByTestId('side-panel-element')).textContent).toBe(
      '2.1 · Rechnung prüfen · Aufgabe',
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Kommentare', 'Dokumente', 'Beschreibung']);
    expect(screen.getByRole('tab', { name: 'Kommentare' }).getAttribute('aria-selected')).toBe('true');
  });

  it('saves an edited description of the element and confirms it in German', { timeout: SLOW }, async () => {
    const saved: unknown[] = [];
    server.use(
      contractHandler('getCommentBpmnByUuidElementById', () => []),
      contractHandler('getUser', () => []),
      contractHandler('getElementDescriptionBpmnByUuidElementByElementId', ({ params }) => ({
        id: 'd1',
        text: 'Rechnung gegen Bestellung prüfen.',
        uuidModel: params.uuid,
        elementId: params.elementId,
      })),
      contractHandler('putElementDescription', ({ body }) => {
        saved.push(body);
        const { text, uuidModel, elementId } = body as { text: string; uuidModel: string; elementId: string };
        return { id: 'd1', text, uuidModel, elementId };
      }),
    );
    const feedback: Feedback[] = [];
    renderPanel('Activity_1', feedback);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Beschreibung' }));
    const panel = screen.getByRole('tabpanel');
    // The stored text shows in the view above the field, and the field starts with it.
    await within(await within(panel).findByTestId('description-view')).findByText(
      'Rechnung gegen Bestellung prüfen.',
    );
    const field = within(panel).getByRole('textbox', { name: 'Beschreibung' });
    await waitFor(() =>
      expect((field as HTMLTextAreaElement).value).toBe('Rechnung gegen Bestellung prüfen.'),
    );
    const save = within(panel).getByRole('button', { name: 'Speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.click(field);
    await user.paste('Rechnung gegen Bestellung und Lieferschein prüfen.');
    await user.click(save);
    // The view above the field shows the saved text (the answer of the save).
    await waitFor(() =>
      expect(within(panel).getByTestId('description-view').textContent).toBe(
        'Rechnung gegen Bestellung und Lieferschein prüfen.',
      ),
    );
    await waitFor(() =>
      expect(feedback).toMatchObject([
        { severity: 'success', text: ELEMENT_CONTENT_MESSAGES.descriptionSaved },
      ]),
    );
    expect(saved).toEqual([
      {
        text: 'Rechnung gegen Bestellung und Lieferschein prüfen.',
        uuidModel: MODEL,
        elementId: 'Activity_1',
      },
    ]);
  });
});
