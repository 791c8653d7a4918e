import { namespaceText } from '@/lib/i18n-namespace';

/** Texts of the modeller's 'Belastung' mode (namespace 'modeller-strain'). */
const STRAIN_TEXTS = {
  switch: 'Belastung',
  switchHint: 'Psychische Belastung einer Gefährdungsbeurteilung an den Tätigkeiten und Rollen zeigen',
  assessment: 'Gefährdungsbeurteilung',
  none: 'Zu diesem Prozessmodell gibt es noch keine Gefährdungsbeurteilung.',
  version: 'Die Belastung bezieht sich auf die freigegebene Version {{version}} des Modells.',
  threshold: 'Ergebnisse werden erst ab {{count}} vollständigen Antworten gezeigt (Anonymitätsschwelle).',
  measures: 'Maßnahmen an den Elementen: Anzahl am Werkzeug-Symbol, Titel, Art und Status im Tooltip.',
} as const;

export const st = namespaceText(STRAIN_TEXTS);
