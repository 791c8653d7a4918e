/**
 * Art. 15/20 DSGVO: which stored items belong into a user's data export and how they are shown.
 * Survey answers are anonymous by design (docs/px-anonymity.md): no answer is linked to a person,
 * so they are not personal data and never part of an export. Neither are credentials (the hashes
 * of sign-in tokens) nor the table's technical keys.
 */
export const NOT_PERSONAL_ENTITIES: ReadonlySet<string> = new Set([
  'submittedAnswer',
  'surveyAnswerBatch',
  'surveyFreeText',
  'surveyFreeTextBatch',
  'participationDraft',
  'evaluationPoint',
  'surveyRoundCounters',
  'authToken',
  'authTokenRef',
]);

/** Attributes that are storage mechanics, not data about the person. */
const TECHNICAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  '__edb_e__',
  '__edb_v__',
  'ttl',
  'tokenHash',
  'tokenHashes',
  'token',
  'rev',
]);

/** The German file name in the ZIP for the items of one entity ('comment' → 'kommentare.json'). */
const FILE_NAMES: Readonly<Record<string, string>> = {
  user: 'profil',
  membership: 'mitgliedschaften',
  loginGuard: 'anmeldungen',
  authState: 'anmeldestatus',
  resetMails: 'passwort-mails',
  comment: 'kommentare',
  question: 'fragen',
  history: 'versionen',
  notification: 'benachrichtigungen',
  shareLink: 'freigabelinks',
  modelShareLink: 'freigabelinks',
  model: 'prozesse',
  folder: 'ordner',
  helpTicket: 'support-tickets',
  lessonProgress: 'schulungsfortschritt',
  audit: 'protokoll',
  survey: 'umfragen',
  memberSurvey: 'umfrage-einladungen',
  participationRecipient: 'umfrage-einladungen',
  reviewTask: 'freigabe-aufgaben',
  releaseRequest: 'freigabeanfragen',
  elementDescription: 'beschreibungen',
  elementDocument: 'dokumente',
  measure: 'massnahmen',
  checklist: 'checklisten',
};

export function exportFileName(entity: string): string {
  const base = FILE_NAMES[entity] ?? entity.replace(/[^A-Za-z0-9-]/g, '-').toLowerCase();
  return `${base}.json`;
}

/** One stored item as the export shows it: without technical keys, string sets as lists. */
export function exportRecord(item: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => !TECHNICAL_ATTRIBUTES.has(name))
      .map(([name, value]) => [name, value instanceof Set ? [...value] : value]),
  );
}

/** The export's files: the items grouped by their file, each a pretty-printed JSON list. */
export function exportFiles(
  items: readonly { readonly entity: string; readonly item: Readonly<Record<string, unknown>> }[],
): Record<string, string> {
  const grouped = new Map<string, Record<string, unknown>[]>();
  for (const { entity, item } of items) {
    if (NOT_PERSONAL_ENTITIES.has(entity)) continue;
    const name = exportFileName(entity);
    grouped.set(name, [...(grouped.get(name) ?? []), exportRecord(item)]);
  }
  return Object.fromEntries([...grouped].map(([name, records]) => [name, JSON.stringify(records, null, 2)]));
}
