import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import './zodLocale.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0]?.message;
};

describe('validation messages a user reads', () => {
  it('asks for a required field instead of quoting zod', () => {
    expect(messageOf(z.string().min(1), '')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
  });

  it('names the limits in words', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('Bitte geben Sie mindestens 3 Zeichen ein.');
    expect(messageOf(z.string().max(5), 'abcdef')).toBe('Der Text darf höchstens 5 Zeichen lang sein.');
    expect(messageOf(z.number().max(10), 11)).toBe('Der Wert darf höchstens 10 sein.');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Bitte wählen Sie mindestens einen Eintrag aus.');
  });

  it('explains formats and choices', () => {
    expect(messageOf(z.email(), 'kein-mail')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(messageOf(z.enum(['A', 'B']), 'C')).toBe('Bitte wählen Sie einen der vorgegebenen Werte.');
    expect(messageOf(z.number(), 'zwölf')).toBe('Die Eingabe hat nicht das erwartete Format.');
  });

  it('keeps a message written into the schema (the spec’s verbatim texts)', () => {
    expect(messageOf(z.string().min(1, 'Bitte alle Felder ausfüllen'), '')).toBe(
      'Bitte alle Felder ausfüllen',
    );
  });

  it('never answers with zod’s technical wording', () => {
    const samples = [
      messageOf(z.string().min(1), ''),
      messageOf(z.string().max(2), 'abc'),
      messageOf(z.string().regex(/^x$/), 'y'),
      messageOf(z.boolean(), 'ja'),
    ];
    for (const message of samples) expect(message).not.toMatch(/Zu klein|Zu groß|erwartet, dass|Ungültig:/);
  });
});
