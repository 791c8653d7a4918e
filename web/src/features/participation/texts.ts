import type { ParticipationLocale } from '@prozesspuls/shared/px';

/**
 * The participation page's own texts. Plain constants rather than the app's catalogue: the page is
 * opened on phones and loads nothing it does not need. German as the whole product; a participant
 * may switch the survey to English, which `PARTICIPATION_TEXT_EN` covers.
 */
export const PARTICIPATION_TEXT = {
  loading: 'Die Umfrage wird geladen …',
  unknownTitle: 'Dieser Link ist ungültig.',
  unknownText:
    'Zu diesem Link gibt es keine Umfrage. Bitte öffnen Sie den Link direkt aus Ihrer Einladungs-E-Mail oder prüfen Sie, ob Sie ihn vollständig kopiert haben. Hilft das nicht, wenden Sie sich an die Person, die Sie zur Umfrage eingeladen hat.',
  endedTitle: 'Diese Umfrage ist beendet',
  endedText: 'Eine Teilnahme ist nicht mehr möglich. Vielen Dank für Ihr Interesse.',
  answeredTitle: 'Sie haben bereits teilgenommen',
  answeredText: 'Ihre Antworten zu dieser Umfrage sind schon gespeichert. Vielen Dank!',
  failedTitle: 'Die Umfrage konnte nicht geladen werden',
  failedText: 'Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.',
  thanksTitle: 'Vielen Dank für Ihre Teilnahme!',
  thanksText: 'Ihre Antworten wurden anonym gespeichert. Sie können dieses Fenster jetzt schließen.',
  saveFailed:
    'Ihre letzten Antworten konnten gerade nicht gespeichert werden. Wir versuchen es erneut, sobald Sie weiter antworten.',
  submitFailed:
    'Ihre Antworten konnten nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  resumed: 'Willkommen zurück! Sie setzen die Umfrage dort fort, wo Sie aufgehört haben.',
} as const;

/** The texts shown while a survey is answered, in the participant's language. */
type RunnerTexts = Readonly<
  Record<'thanksTitle' | 'thanksText' | 'saveFailed' | 'submitFailed' | 'resumed', string>
>;

/** The same texts in English, for a participant who switched the survey to English. */
export const PARTICIPATION_TEXT_EN: RunnerTexts = {
  thanksTitle: 'Thank you for taking part!',
  thanksText: 'Your answers have been saved anonymously. You can close this window now.',
  saveFailed:
    'Your latest answers could not be saved just now. We will try again as soon as you continue answering.',
  submitFailed: 'Your answers could not be sent. Please check your internet connection and try again.',
  resumed: 'Welcome back! You are continuing the survey where you left off.',
};

export const RUNNER_TEXT: Readonly<Record<ParticipationLocale, RunnerTexts>> = {
  de: PARTICIPATION_TEXT,
  en: PARTICIPATION_TEXT_EN,
};

/**
 * The language switch: each language named in itself, so a participant who reads only one of them
 * finds it; its label follows the language shown.
 */
export const LANGUAGE_SWITCH = {
  label: { de: 'Sprache', en: 'Language' },
  names: { de: 'Deutsch', en: 'English' },
} as const satisfies {
  readonly label: Readonly<Record<ParticipationLocale, string>>;
  readonly names: Readonly<Record<ParticipationLocale, string>>;
};

/** The texts of the card above a process-survey page. */
interface StepTexts {
  readonly askedAbout: string;
  readonly role: string;
  readonly diagramLabel: (name: string) => string;
  readonly diagramLoading: string;
  readonly diagramFailed: string;
}

/** The card above a process-survey page: which step of the process the questions are about. */
const STEP_TEXT_DE: StepTexts = {
  askedAbout: 'Sie werden gefragt zu:',
  role: 'Rolle/Bereich:',
  diagramLabel: (name) => `Ausschnitt aus dem Prozessdiagramm rund um „${name}“`,
  diagramLoading: 'Das Prozessdiagramm wird geladen …',
  diagramFailed: 'Das Prozessdiagramm kann gerade nicht angezeigt werden.',
};

/** The same card in English, for a participant who switched the survey to English. */
const STEP_TEXT_EN: StepTexts = {
  askedAbout: 'You are asked about:',
  role: 'Role/area:',
  diagramLabel: (name) => `Part of the process diagram around “${name}”`,
  diagramLoading: 'Loading the process diagram …',
  diagramFailed: 'The process diagram cannot be shown right now.',
};

export const STEP_TEXT: Readonly<Record<ParticipationLocale, StepTexts>> = {
  de: STEP_TEXT_DE,
  en: STEP_TEXT_EN,
};
