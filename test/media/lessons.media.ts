import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, login, test } from '../e2e/fixtures';
import {
  apiSaveDiagram,
  canvas,
  contextPadEntry,
  createFromPalette,
  element,
  elementIds,
  endEditing,
  flowMiddle,
  openModel,
  startEditing,
} from '../e2e/modeller-helpers';
import { apiModel, openCreateModelDialog } from '../e2e/processes-helpers';
import { finishedIwakSurvey } from '../e2e/px-evaluation-seed';
import { LEAVE_REQUEST } from './diagrams';
import { LessonRecording, type LessonScript } from './recorder';

/**
 * The video lessons of 'BPMN Schulung': each drives the real product on the local cloud
 * and says in its captions what it does. Data a lesson needs but does not show (a model with a few
 * steps, a finished survey with answers) is made through the API before its recording starts.
 */

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The storage state of a signed-in user (release notes acknowledged), for the recorded context. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<{ state: SessionState; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await login(page, email);
  return { state: await context.storageState(), page };
}

const tag = Date.now().toString(36).slice(-4);

interface Lesson<Prepared> extends LessonScript {
  /** Makes through the API the data the lesson needs but does not show; its answer goes to `steps`. */
  readonly prepare: (setup: Page) => Promise<Prepared>;
  readonly timeoutMs?: number;
}

/**
 * Registers the test that records `lesson`, signed in as the modeller: its data is made first,
 * then `steps` run on the recorded page and write the captions and chapters.
 */
function lesson<Prepared>(
  { prepare, timeoutMs, ...script }: Lesson<Prepared>,
  steps: (recording: LessonRecording, prepared: Prepared) => Promise<void>,
): void {
  const [number] = script.name.split('-');
  test(`${number} ${script.title}`, async ({ browser, baseURL }) => {
    if (timeoutMs) test.setTimeout(timeoutMs);
    if (!baseURL) throw new Error('E2E_BASE_URL is not set');
    const session = await signedIn(browser, baseURL, DEMO_USERS.modeller);
    const prepared = await prepare(session.page);
    await session.page.context().close();
    const recording = await LessonRecording.start(browser, baseURL, session.state, script);
    await steps(recording, prepared);
    await recording.finish();
  });
}

const nothingToPrepare = async () => undefined;

/** The model `name` holding the leave request; answers its uuid. */
async function leaveRequestModel(setup: Page, name: string): Promise<string> {
  const uuid = await apiModel(setup, `${name} ${tag}`);
  await apiSaveDiagram(setup, uuid, LEAVE_REQUEST);
  return uuid;
}

/** Ends label editing and selection with a click on an empty spot of the canvas (its top right). */
async function deselect(page: Page): Promise<void> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('canvas not visible');
  await canvas(page).click({ position: { x: box.width - 120, y: 30 } });
}

/** Assigns `number` to an element through its context pad in edit mode. */
async function numberElement(page: Page, elementId: string, number: string): Promise<void> {
  await contextPadEntry(page, elementId, 'Nummer vergeben');
  const field = page.getByRole('textbox', { name: 'Elementnummer' });
  await field.fill(number);
  await field.press('Enter');
  await expect(field).toBeHidden();
}

lesson(
  {
    name: '01-erstes-modell',
    title: 'Ihr erstes Prozessmodell',
    summary: 'Ein Modell anlegen, Aufgaben zeichnen, benennen und speichern.',
    prepare: nothingToPrepare,
  },
  async (r) => {
    const { page } = r;
    const name = `Urlaubsantrag ${tag}`;
    r.chapter('Die Prozessliste');
    await r.step(
      'Alle Prozessmodelle Ihres Mandanten finden Sie unter „Prozesse“, nach Ordnern sortiert.',
      async () => {
        await page.goto('/processList');
        await expect(page.getByRole('heading', { level: 1, name: 'Prozesse' })).toBeVisible();
      },
    );
    r.chapter('Ein Modell anlegen');
    await r.step('Mit „Neues Prozessmodel“ und „Neu erstellen“ legen Sie ein leeres Modell an.', async () => {
      await openCreateModelDialog(page);
    });
    const dialog = page.getByRole('dialog', { name: 'Prozessmodell erstellen' });
    await r.step(
      'Geben Sie einen Namen ein und wählen Sie einen Ordner, in dem Sie schreiben dürfen.',
      async () => {
        await dialog
          .getByRole('textbox', { name: 'Name des Prozessmodells' })
          .pressSequentially(name, { delay: 40 });
      },
    );
    await r.step('„Erstellen“ öffnet das neue Modell sofort im Bearbeitungsmodus.', async () => {
      await dialog.getByRole('button', { name: 'Erstellen' }).click();
      await expect(page.getByTestId('mode-chip')).toHaveText('Bearbeitungsmodus');
      await expect(canvas(page).locator('.djs-element.djs-shape').first()).toBeVisible();
    });
    r.chapter('Aufgaben zeichnen');
    const [start] = await elementIds(page, 'StartEvent');
    await r.step(
      'Klicken Sie auf das Startereignis und hängen Sie über das Kontextmenü eine Aufgabe an.',
      async () => {
        await contextPadEntry(page, start ?? '', 'Aufgabe anhängen');
      },
    );
    await r.step('Tippen Sie gleich den Namen der Aufgabe ein.', async () => {
      await page.keyboard.type('Antrag prüfen', { delay: 50 });
      await deselect(page);
    });
    const [task] = await elementIds(page, 'Activity_');
    await r.step('So entsteht Schritt für Schritt der Ablauf: eine zweite Aufgabe …', async () => {
      await contextPadEntry(page, task ?? '', 'Aufgabe anhängen');
      await page.keyboard.type('Urlaub genehmigen', { delay: 50 });
      await deselect(page);
    });
    const second = (await elementIds(page, 'Activity_')).find((id) => id !== task);
    await r.step('… und ein Endereignis schließen den Prozess ab.', async () => {
      await contextPadEntry(page, second ?? '', 'Endereignis anhängen');
      await deselect(page);
    });
    r.chapter('Speichern');
    await r.step('„Speichern“ legt eine neue Version an; die Historie bewahrt jede frühere.', async () => {
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
    });
    await r.step(
      '„Bearbeitung beenden“ gibt das Modell für Ihre Kolleginnen und Kollegen frei.',
      async () => {
        await endEditing(page);
      },
    );
  },
);

lesson(
  {
    name: '02-elemente-und-nummerierung',
    title: 'Elemente und Nummerierung',
    summary: 'Elemente aus der Palette ergänzen und Prozessschritte nummerieren.',
    prepare: (setup) => leaveRequestModel(setup, 'Urlaubsantrag nummeriert'),
  },
  async (r, uuid) => {
    const { page } = r;
    r.chapter('Bearbeiten');
    await r.step('Ein gespeichertes Modell öffnet sich zuerst in der Ansicht.', async () => {
      await openModel(page, uuid);
    });
    await r.step('„Bearbeiten“ sperrt es für andere, solange Sie daran arbeiten.', async () => {
      await startEditing(page);
    });
    r.chapter('Elemente aus der Palette');
    await r.step('Links liegt die Palette: Aufgaben, Ereignisse, Gateways und Notizen.', async () => {
      await createFromPalette(page, 'Aufgabe erstellen', 480, 360);
      await page.keyboard.type('Vertretung klären', { delay: 50 });
      await deselect(page);
    });
    r.chapter('Nummern vergeben');
    await r.step('Über „Nummer vergeben“ im Kontextmenü erhält ein Schritt seine Nummer.', async () => {
      await numberElement(page, 'Task_Pruefen', '1');
      await expect(canvas(page).locator('.pp-number-badge[data-element-id="Task_Pruefen"]')).toHaveText('1');
    });
    await r.step(
      'Die nächste freie Nummer wird vorgeschlagen; Unterschritte schreiben Sie als 1.1, 1.2.',
      async () => {
        await numberElement(page, 'Task_Genehmigen', '2');
      },
    );
    await r.step('Der Schalter „Nummerierung“ blendet alle Nummern aus und wieder ein.', async () => {
      const numbering = page.getByRole('switch', { name: 'Nummerierung' });
      await numbering.click();
      await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(0);
      await numbering.click();
      await expect(canvas(page).locator('.pp-number-badge')).toHaveCount(2);
    });
    r.chapter('Speichern');
    await r.step('Speichern Sie und beenden Sie die Bearbeitung.', async () => {
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Speichern erfolgreich')).toBeVisible();
      await endEditing(page);
    });
  },
);

lesson(
  {
    name: '03-kommentare-und-fragen',
    title: 'Kommentare und Fragen',
    summary: 'Einen Schritt kommentieren und einer Kollegin eine Frage dazu stellen.',
    prepare: (setup) => leaveRequestModel(setup, 'Urlaubsantrag Rückfragen'),
  },
  async (r, uuid) => {
    const { page } = r;
    r.chapter('Kommentare');
    await r.step('Wählen Sie im Modell einen Schritt aus und öffnen Sie die Seitenleiste.', async () => {
      await openModel(page, uuid);
      await element(page, 'Task_Pruefen').click();
      await page.getByRole('button', { name: 'Seitenleiste' }).click();
    });
    const panel = page.getByRole('complementary', { name: 'Seitenleiste' });
    await r.step('Unter „Kommentare“ schreiben Sie Hinweise, die alle Leser des Modells sehen.', async () => {
      await panel
        .getByLabel('Neuer Kommentar')
        .pressSequentially('Bitte Resturlaub im Personalsystem prüfen.', {
          delay: 30,
        });
    });
    await r.step(
      'Nach „Kommentar hinzufügen“ zeigt ein Symbol am Element, dass es Kommentare gibt.',
      async () => {
        await panel.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
        await expect(
          panel
            .getByRole('list', { name: 'Kommentare' })
            .getByText('Bitte Resturlaub im Personalsystem prüfen.'),
        ).toBeVisible();
      },
    );
    r.chapter('Fragen an Kollegen');
    await r.step(
      'Wissen Sie etwas nicht genau, fragen Sie direkt am Element nach: „Fragen an Kollegen“.',
      async () => {
        await page.getByRole('button', { name: 'Fragen an Kollegen' }).click();
      },
    );
    const questions = page.getByRole('complementary', { name: 'Fragen an Kollegen' });
    await r.step('Wählen Sie die Kollegin und schreiben Sie Ihre Frage.', async () => {
      await element(page, 'Task_Genehmigen').click();
      await questions.getByRole('combobox', { name: 'Kollege/Kollegin' }).click();
      await page.getByRole('option', { name: 'Anna Admin' }).click();
      await questions
        .getByRole('textbox', { name: 'Ihre Frage' })
        .pressSequentially('Wer vertritt die Teamleitung bei der Genehmigung?', { delay: 30 });
    });
    await r.step(
      'Die Frage erscheint bei der Kollegin unter „Meine Fragen“; ihre Antwort sehen Sie hier.',
      async () => {
        await questions.getByRole('button', { name: 'Frage stellen' }).click();
        await expect(page.getByText('Ihre Frage wurde erfolgreich hinzugefügt!')).toBeVisible();
        await expect(questions.getByText('Noch nicht beantwortet')).toBeVisible();
      },
    );
  },
);

lesson(
  {
    name: '04-freigabe',
    title: 'Ein Modell freigeben lassen',
    summary: 'Den Freigabe-Workflow einschalten, eine Änderung zwischenspeichern und zur Prüfung senden.',
    prepare: (setup) => leaveRequestModel(setup, 'Urlaubsantrag Freigabe'),
  },
  async (r, uuid) => {
    const { page } = r;
    r.chapter('Freigabe-Workflow einschalten');
    await r.step(
      'Mit dem Schalter „Freigabe-Workflow“ sehen Kollegen nur noch freigegebene Versionen.',
      async () => {
        await openModel(page, uuid);
        await page.getByRole('switch', { name: 'Freigabe-Workflow' }).click();
        await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText(
          'Freigegeben · v1',
        );
      },
    );
    r.chapter('Änderung als Entwurf');
    await r.step('Bearbeiten Sie das Modell wie gewohnt.', async () => {
      await startEditing(page);
      // Dropped onto the last flow, the task joins the process: a release request checks that
      // the model is connected.
      const { x, y } = await flowMiddle(page, 'Flow_3');
      await createFromPalette(page, 'Aufgabe erstellen', x, y);
      await page.keyboard.type('Team informieren', { delay: 50 });
      await deselect(page);
    });
    await r.step(
      '„Zwischenspeichern“ sichert Ihre Änderung als Entwurf, noch unsichtbar für andere.',
      async () => {
        await page.getByRole('button', { name: 'Zwischenspeichern' }).click();
        await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText('Entwurf · v1');
      },
    );
    r.chapter('Zur Freigabe senden');
    const dialog = page.getByRole('dialog', { name: 'Prozess zur Freigabe versenden' });
    await r.step(
      '„Zur Freigabe versenden“: wählen Sie die Prüferin und beschreiben Sie die Änderung.',
      async () => {
        await page.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
        // The model checks run first; a warning (e.g. the new task overlapping) may be acknowledged.
        const reviewer = dialog.getByRole('combobox', { name: 'Prüfer' });
        const anyway = dialog.getByRole('button', { name: 'Trotzdem anfordern' });
        await expect(reviewer.or(anyway)).toBeVisible();
        if (await anyway.isVisible()) await anyway.click();
        await dialog.getByRole('combobox', { name: 'Prüfer' }).click();
        await page.getByRole('option', { name: /admin@demo\.local/ }).click();
        await dialog
          .getByRole('textbox', { name: 'Kommentar' })
          .pressSequentially('Neuer Schritt: Team informieren.', {
            delay: 30,
          });
      },
    );
    await r.step(
      'Die Prüferin erhält eine E-Mail, vergleicht die Versionen und gibt frei oder lehnt begründet ab.',
      async () => {
        await dialog.getByRole('button', { name: 'Zur Freigabe versenden' }).click();
        await expect(page.getByText('Die Freigabeanfrage wurde versendet.')).toBeVisible();
        await expect(page.getByTestId('release-bar').getByTestId('release-state')).toHaveText(
          'In Prüfung · v1',
        );
      },
    );
  },
);

lesson(
  {
    name: '05-umfrage-aus-dem-katalog',
    title: 'Eine Umfrage aus dem Katalog',
    summary: 'Eine arbeitswissenschaftliche Umfrage aus dem Fragenkatalog erzeugen.',
    prepare: nothingToPrepare,
  },
  async (r) => {
    const { page } = r;
    const title = `Mitarbeiterbindung ${tag}`;
    r.chapter('Umfrageart wählen');
    await r.step(
      'Unter „Umfragen“ beginnt „Neue Umfrage“ mit der Wahl, wie die Umfrage entsteht.',
      async () => {
        await page.goto('/surveys');
        await page.getByRole('button', { name: 'Neue Umfrage' }).click();
      },
    );
    const picker = page.getByRole('dialog', { name: 'Wie soll Ihre Umfrage generiert werden?' });
    await r.step('Die arbeitswissenschaftliche Umfrage nimmt geprüfte Fragen aus dem Katalog.', async () => {
      await picker.getByRole('link', { name: /^Arbeitswissenschaftliche Umfrage/ }).click();
    });
    r.chapter('Modul und Fragen');
    await r.step('Wählen Sie ein Modul; seine Fragen sind vorausgewählt.', async () => {
      await page.getByRole('button', { name: /Modul 1: Bindungsmodul/ }).click();
      await expect(page.getByTestId('selected-count')).toHaveText('43 Fragen ausgewählt');
    });
    await r.step(
      'Personenbezogene Fragen können Sie abwählen; der Hinweis zur Anonymität erklärt warum.',
      async () => {
        await page.getByRole('checkbox', { name: /Personenstandsdaten/ }).uncheck();
        await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      },
    );
    const warning = page.getByRole('dialog', { name: 'Achtung' });
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'Trotzdem fortfahren' }).click();
    r.chapter('Titel und Startseite');
    await r.step('Geben Sie der Umfrage einen Titel und eine Startseite für die Teilnehmenden.', async () => {
      await expect(page.getByRole('heading', { name: 'Umfrage definieren' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Umfragetitel' }).pressSequentially(title, { delay: 40 });
      await page.getByTestId('start-page-editor').click();
      await page.keyboard.type('Liebe Kolleginnen und Kollegen, bitte nehmen Sie sich zehn Minuten Zeit.', {
        delay: 15,
      });
    });
    r.chapter('Vorschau und Erzeugen');
    await r.step('Die Vorschau zeigt die Umfrage so, wie die Teilnehmenden sie sehen.', async () => {
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    });
    await r.step(
      '„Umfrage generieren“ legt sie an; versenden können Sie sie danach aus der Liste.',
      async () => {
        await page.getByRole('button', { name: 'Umfrage generieren' }).click();
        await expect(page.getByText('Umfrage wurde erfolgreich erstellt')).toBeVisible();
        await expect(page.getByTestId('survey-row').filter({ hasText: title })).toBeVisible();
      },
    );
  },
);

lesson(
  {
    name: '06-auswertung-lesen',
    title: 'Eine Auswertung lesen',
    summary: 'Scores, Ampelfarben, Details einzelner Fragen und die Statistik einer beendeten Umfrage.',
    prepare: async (setup) => {
      const recipients = Array.from({ length: 6 }, (_, index) => `lektion-${index + 1}-${tag}@demo.local`);
      return finishedIwakSurvey(setup, `Bindung Frühjahr ${tag}`, recipients, [1, 2, 2, 3, 4]);
    },
    timeoutMs: 900_000,
  },
  async (r, surveyId) => {
    const { page } = r;
    r.chapter('Überblick');
    await r.step('Die Auswertung einer beendeten Umfrage öffnen Sie aus der Umfrageliste.', async () => {
      await page.goto(`/surveys/evaluation/${surveyId}`);
      await expect(page.getByTestId('state-chip')).toHaveText('Beendet');
    });
    await r.step('Oben stehen Modul, Status und wie viele Personen teilgenommen haben.', async () => {
      await expect(page.getByText('Teilnehmeranzahl')).toBeVisible();
    });
    r.chapter('Scores und Ampel');
    await r.step(
      'Jede Karte zeigt einen Score von 1 bis 6: bis 2 grün, bis 4 gelb, darüber rot.',
      async () => {
        await page.getByRole('tab', { name: 'Belastungen und Ressourcen' }).click();
        await expect(page.getByTestId('evaluation-card').first()).toBeVisible();
      },
    );
    r.chapter('Details einer Kategorie');
    const card = page.getByTestId('evaluation-card').filter({ hasText: 'Rollenmerkmale' });
    await r.step('„Details ansehen“ zeigt die Fragen einer Kategorie mit ihren Scores.', async () => {
      await card.getByRole('button', { name: 'Details ansehen' }).click();
    });
    await r.step('Ein Klick auf eine Frage öffnet die Verteilung der Antworten.', async () => {
      await card
        .getByRole('button', { name: 'Ich weiß genau, was in meiner Rolle von mir erwartet wird.' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Fragenauswertung' })).toBeVisible();
    });
    await r.step('Schließen Sie die Fragenauswertung wieder.', async () => {
      await page
        .getByRole('dialog', { name: 'Fragenauswertung' })
        .getByRole('button', { name: 'Schließen' })
        .click();
    });
    r.chapter('Statistik');
    await r.step('Unter „Statistik“ sehen Sie die Antworten jeder Frage als Diagramm.', async () => {
      await page.getByRole('tab', { name: 'Statistik' }).click();
      await expect(page.getByTestId('statistic-question').first()).toBeVisible();
    });
  },
);
