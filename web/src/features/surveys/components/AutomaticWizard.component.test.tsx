import type { SurveyDetails } from '@prozesspuls/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { AutomaticWizard } from './AutomaticWizard';

/** Three steps with many MUI parts and the rendered survey; a busy shared machine needs longer. */
const SLOW = 120_000;

beforeEach(signIn);

describe('Umfrage erstellen: Assistent der Umfrage zur psychischen Belastung', () => {
  it('goes through the steps: the fixed questions, a title required in German, then the survey is generated', {
    timeout: SLOW,
  }, async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler('postPxSurvey', ({ body }) => {
        sent.push(body);
        const request = body as Pick<SurveyDetails, 'title' | 'module' | 'surveySchema'>;
        return {
          id: 's-neu',
          title: request.title,
          module: request.module,
          createdDate: '2026-05-01T08:00:00Z',
          createdBy: 'Ich Selbst',
          deadlineDate: null,
          uuid: null,
          customTitlePage: false,
          archived: false,
          approval: null,
          info: { state: 'CREATED' as const, sendToCount: 0, answeredCount: 0, evaluationTimestampCount: 0 },
          description: null,
          surveySchema: request.surveySchema,
        };
      }),
    );
    renderScreen(<AutomaticWizard mode="STRESS" />, { path: '/surveys/create' });
    const user = userEvent.setup();

    // Step 1: the module's questions, which cannot be chosen one by one.
    expect(await screen.findByRole('heading', { name: 'Umfrage zur psychischen Belastung' })).toBeTruthy();
    expect(screen.getByText('Bei vordefinierten Umfragen ist keine Auswahl der Fragen möglich')).toBeTruthy();
    expect(screen.getByTestId('selected-count').textContent).toMatch(/^[1-9]\d* Fragen ausgewählt$/);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // Step 2: no title, no way on; leaving the field empty says why in German.
    expect(await screen.findByRole('heading', { name: 'Umfrage definieren' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next.hasAttribute('disabled')).toBe(true);
    const title = screen.getByRole('textbox', { name: /Umfragetitel/ });
    await user.click(title);
    await user.tab();
    expect(await screen.findAllByText('Umfragetitel ist erforderlich')).not.toHaveLength(0);
    await user.click(title);
    await user.paste('Belastung 2026');
    expect(screen.queryByText('Umfragetitel ist erforderlich')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // Step 3: the preview under the title; generating sends what the contract accepts.
    expect(await screen.findByRole('heading', { name: 'Belastung 2026' })).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Umfrage generieren' }));
    expect(await screen.findByText('Umfrage wurde erfolgreich erstellt')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: 'Belastung 2026', module: 'STRESS_MODULE', deadlineDate: null });
  });
});
