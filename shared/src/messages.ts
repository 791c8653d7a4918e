/** German texts shown to users, verbatim from the specification where it gives them. */
export const MSG = {
  notYetAvailable: 'Noch nicht verfügbar',
  loginFailed: 'E-Mail-Adresse oder Passwort ist falsch.',
  loginLocked: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minuten erneut.`,
  loginClientInactive: 'Ihr Mandant ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.',
  loginMissingFields: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
  resetUnknownUser: 'Es existiert kein Nutzer mit dieser E-Mail',
  tokenInvalid: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  passwordPolicy:
    'Das Passwort muss mindestens 8 Zeichen lang sein und Groß- und Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
  genericError: 'Ein Fehler ist aufgetreten',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  notFound: 'Nicht gefunden.',
  invalidRequest: 'Die Anfrage ist ungültig.',
  clientNotAssigned: 'Sie sind diesem Mandanten nicht zugeordnet.',
  validationError: 'Anmeldung fehlgeschlagen. Bitte prüfen Sie E-Mail und Passwort.',
} as const;

/** The one German sentence for a text over its length limit, e.g. `tooLongMessage('Der Titel', 200)`. */
export const tooLongMessage = (subject: string, max: number | string): string =>
  `${subject} darf höchstens ${max} Zeichen lang sein.`;
