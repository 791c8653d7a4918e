import { de } from 'zod/locales';
import * as z from 'zod/mini';
import { tooLongMessage } from './messages.js';

/**
 * Validation messages reach users, so they are German sentences a user understands. A message
 * written into a schema (the spec's verbatim texts) always wins; this map answers every other
 * issue in plain words instead of zod's technical locale ('Zu klein: erwartet, dass string >=1
 * Zeichen hat'). Anything it does not know falls back to zod's German locale.
 */
export function germanIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? 'Bitte füllen Sie dieses Feld aus.'
          : `Bitte geben Sie mindestens ${minimum} Zeichen ein.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return minimum <= 1
          ? 'Bitte wählen Sie mindestens einen Eintrag aus.'
          : `Bitte wählen Sie mindestens ${minimum} Einträge aus.`;
      }
      return `Der Wert muss mindestens ${minimum} sein.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return tooLongMessage('Der Text', maximum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Es sind höchstens ${maximum} Einträge möglich.`;
      return `Der Wert darf höchstens ${maximum} sein.`;
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Bitte füllen Sie alle Pflichtfelder aus.'
        : 'Die Eingabe hat nicht das erwartete Format.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
      if (issue.format === 'url') return 'Bitte geben Sie eine gültige Internetadresse ein.';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Die Kennung ist ungültig.';
      return 'Die Eingabe hat nicht das erwartete Format.';
    case 'invalid_value':
      return 'Bitte wählen Sie einen der vorgegebenen Werte.';
    case 'unrecognized_keys':
      return 'Die Anfrage enthält unbekannte Felder.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Die Eingabe ist ungültig.';
    case 'not_multiple_of':
      return `Der Wert muss ein Vielfaches von ${String(issue.divisor)} sein.`;
    default:
      return undefined;
  }
}

/**
 * Makes every zod message German: our plain sentences first, zod's German locale for the rest
 * (only that one locale: `z.locales` would bundle every language zod ships into each function).
 * Importing this module applies it; bundled Lambda functions call it explicitly, because esbuild
 * drops the bare import of a module in a package with `sideEffects` when the package is reached
 * through a workspace link (the pattern names the link, the file its real path).
 */
export function useGermanValidationMessages(): void {
  z.config(de());
  z.config({ customError: germanIssueMessage });
}

useGermanValidationMessages();
