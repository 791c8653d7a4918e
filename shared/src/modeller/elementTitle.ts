import { germanKindOf } from '../reports/audit.js';

/**
 * How the modeller names the selected element: its number, its name and its German type, e.g.
 * '2.1 · Rechnung prüfen · Aufgabe'. An unnamed element shows '(ohne Namen)', so the line never
 * starts with a bare number.
 */
export function elementTitle(number: string | undefined, name: string, type: string | null): string {
  const parts = [number?.trim() || null, name.trim() || '(ohne Namen)', type ? germanKindOf(type) : null];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
