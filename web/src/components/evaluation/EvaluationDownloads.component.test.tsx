import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROOT } from '@/lib/api-client';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { EvaluationDownloads } from './EvaluationDownloads';

/** The names the browser was asked to save files under (the anchors' `download`). */
function savedFiles() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:datei', revokeObjectURL: () => {} }),
  );
  return names;
}

beforeEach(signIn);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EvaluationDownloads', () => {
  it('asks the export route for the chosen format and saves Auswertung_<Umfrage>_<Datum>.xlsx', async () => {
    const saved = savedFiles();
    const asked: string[] = [];
    server.use(
      http.get(`${API_ROOT}/px/evaluation/:surveyId/export/:format`, ({ params }) => {
        asked.push(`${String(params.surveyId)}/${String(params.format)}`);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    renderScreen(<EvaluationDownloads surveyId="umfrage-1" surveyTitle="Bindung: Nord" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Als Excel-Datei (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual(['umfrage-1/xlsx']);
    expect(saved[0]).toMatch(/^Auswertung_Bindung_ Nord_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('shows the server’s German reason when the export is refused', async () => {
    server.use(
      contractHandler('getPxEvaluationBySurveyIdExportByFormat', () =>
        failure(403, 'Dafür fehlt Ihnen die Berechtigung.'),
      ),
    );
    renderScreen(<EvaluationDownloads surveyId="umfrage-1" surveyTitle="Bindung" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Als CSV-Datei (.csv, für Excel)' }));
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });

  it('offers no PDF before there is an evaluation point', () => {
    renderScreen(<EvaluationDownloads surveyId="umfrage-1" surveyTitle="Bindung" withPdf={false} />);
    expect(screen.queryByRole('button', { name: 'Auswertung als PDF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeTruthy();
  });
});
