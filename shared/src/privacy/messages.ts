/** The German texts of the data-protection features (DSGVO). */
export const PRIVACY_MESSAGES = {
  cannotDeleteSelf: 'Sie können Ihr eigenes Konto nicht selbst löschen.',
  cannotDeleteProtected: 'Dieser Nutzer kann nicht gelöscht werden.',
  notAMember: 'Der Nutzer gehört nicht zu diesem Mandanten.',
  retryDelete: 'Der Nutzer wurde gerade geändert. Bitte versuchen Sie es erneut.',
} as const;
