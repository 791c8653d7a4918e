import { RETENTION_MESSAGES } from '@prozesspuls/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { RetentionSettings } from './RetentionSettings';

beforeEach(signIn);

/** The stand-in API: the stored period, what was saved, and an empty deletion log. */
function retentionApi(stored: { months: number }, saved: number[]) {
  server.use(
    contractHandler('getClientRetention', () => stored),
    contractHandler('putClientRetention', ({ body }) => {
      const { months } = body as { months: number };
      saved.push(months);
      return { months };
    }),
    contractHandler('getClientRetentionLog', () => []),
  );
}

const section = () => screen.getByRole('region', { name: 'Aufbewahrungsfrist (Datenschutz)' });

describe('RetentionSettings (a settings card)', () => {
  it('loads the stored period into the form, saves the new one once and reports it saved', async () => {
    const saved: number[] = [];
    let reported = 0;
    retentionApi({ months: 24 }, saved);
    renderScreen(<RetentionSettings onSaved={() => (reported += 1)} />);
    const field = await within(section()).findByRole('textbox', { name: 'Löschen nach (Monaten)' });
    expect((field as HTMLInputElement).value).toBe('24');
    await userEvent.clear(field);
    await userEvent.type(field, '36');
    await userEvent.click(within(section()).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(reported).toBe(1));
    expect(saved).toEqual([36]);
    expect(
      await within(section()).findByText('Bisher wurde nichts wegen der Aufbewahrungsfrist gelöscht.'),
    ).toBeTruthy();
  });

  it('shows the German reason for an invalid period and sends nothing', async () => {
    const saved: number[] = [];
    retentionApi({ months: 24 }, saved);
    renderScreen(<RetentionSettings onSaved={() => {}} />);
    const field = await within(section()).findByRole('textbox', { name: 'Löschen nach (Monaten)' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(within(section()).getByRole('button', { name: 'Speichern' }));
    expect(await within(section()).findByText(RETENTION_MESSAGES.monthsInvalid)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("shows the server's message when saving is refused", async () => {
    retentionApi({ months: 24 }, []);
    server.use(
      contractHandler('putClientRetention', () => failure(403, 'Dafür fehlt Ihnen die Berechtigung.')),
    );
    renderScreen(<RetentionSettings onSaved={() => {}} />);
    await within(section()).findByRole('textbox', { name: 'Löschen nach (Monaten)' });
    await userEvent.click(within(section()).getByRole('button', { name: 'Speichern' }));
    expect(await within(section()).findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });

  it('shows a failed load with a way to try again instead of the form', async () => {
    retentionApi({ months: 24 }, []);
    server.use(
      contractHandler('getClientRetention', () => failure(500, 'Die Einstellungen sind nicht erreichbar.')),
    );
    renderScreen(<RetentionSettings onSaved={() => {}} />);
    expect(await within(section()).findByText('Die Einstellungen sind nicht erreichbar.')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(within(section()).queryByRole('textbox', { name: 'Löschen nach (Monaten)' })).toBeNull();
  });
});
