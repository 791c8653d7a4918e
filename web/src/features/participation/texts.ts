/**
 * The participation page's own texts (issue 16). Plain constants rather than i18next: the page is
 * opened on phones and loads nothing it does not need; it is German only, as the whole product.
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
