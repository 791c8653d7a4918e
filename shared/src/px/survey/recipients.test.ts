import { describe, expect, it } from 'vitest';
import {
  changeAllowedMailDomains,
  checkRecipients,
  effectiveThreshold,
  mailDomainOf,
  mailDomainsOf,
  normalizeRecipientEmail,
  recipientsPerDomain,
  recipientThresholdRefusal,
} from './recipients.js';

describe('normalizeRecipientEmail', () => {
  it('makes case, surrounding spaces and +tag sub-addresses one address', () => {
    for (const spelling of [' Anna@Firma.de ', 'anna+umfrage@firma.de', 'ANNA+1+2@FIRMA.DE']) {
      expect(normalizeRecipientEmail(spelling)).toBe('anna@firma.de');
    }
  });

  it('keeps a plus in the domain and a local part that is only a tag', () => {
    expect(normalizeRecipientEmail('+x@firma.de')).toBe('+x@firma.de');
    expect(normalizeRecipientEmail('b@a+b.de')).toBe('b@a+b.de');
  });
});

describe('mail domains', () => {
  it('reads the domain after the last @, lower-case', () => {
    expect(mailDomainOf(' x@Firma.DE')).toBe('firma.de');
    expect(mailDomainOf('ohne-at')).toBe('');
  });

  it('defaults to the distinct domains of the users, sorted', () => {
    expect(mailDomainsOf(['a@b.de', 'C@B.de', 'x@a.de'])).toEqual(['a.de', 'b.de']);
  });
});

describe('changeAllowedMailDomains', () => {
  const context = { defaults: ['firma.de'], current: ['tochter.de'], isSuperuser: false };

  it('lets a tenant administrator narrow to and choose among the default and the allowed domains', () => {
    expect(changeAllowedMailDomains([' @Firma.de', 'tochter.de', 'firma.de'], context)).toEqual({
      ok: true,
      domains: ['firma.de', 'tochter.de'],
    });
  });

  it('refuses a tenant administrator widening beyond them, naming the domain', () => {
    const change = changeAllowedMailDomains(['firma.de', 'privat.example'], context);
    expect(!change.ok && change.reason).toBe('widening');
    expect(!change.ok && change.msg).toContain('privat.example');
    expect(!change.ok && change.msg).toContain('Superuser');
  });

  it('lets a platform superuser widen', () => {
    expect(changeAllowedMailDomains(['privat.example'], { ...context, isSuperuser: true })).toEqual({
      ok: true,
      domains: ['privat.example'],
    });
  });

  it('refuses an empty list and malformed domains', () => {
    expect(changeAllowedMailDomains([], context).ok).toBe(false);
    const bad = changeAllowedMailDomains(['firma', 'a b.de'], { ...context, isSuperuser: true });
    expect(!bad.ok && bad.msg).toContain('a b.de, firma');
  });
});

describe('checkRecipients', () => {
  it('counts plus-address duplicates once and never the sender', () => {
    const check = checkRecipients(
      ['a@firma.de', 'A+1@firma.de', 'a+2@firma.de', 'Chef+x@Firma.de', 'b@firma.de'],
      ['firma.de'],
      'chef@firma.de',
    );
    expect(check.eligible).toEqual(['a@firma.de', 'b@firma.de']);
    expect(check.includesSender).toBe(true);
    expect(check.foreignDomains).toEqual([]);
  });

  it('names the domains outside the allowed ones', () => {
    const check = checkRecipients(
      ['x@privat.example', 'y@firma.de', 'z@andere.example'],
      ['Firma.de'],
      's@firma.de',
    );
    expect(check.foreignDomains).toEqual(['andere.example', 'privat.example']);
    expect(check.includesSender).toBe(false);
  });
});

describe('thresholds', () => {
  it('refuses a round below the threshold with both numbers in the message', () => {
    expect(recipientThresholdRefusal(4, 5)).toContain('nur 4 verschiedene Empfänger');
    expect(recipientThresholdRefusal(4, 5)).toContain('mindestens 5');
    expect(recipientThresholdRefusal(5, 5)).toBeNull();
  });

  it('needs one more answer per sender who is a recipient', () => {
    expect(effectiveThreshold(5, 0)).toBe(5);
    expect(effectiveThreshold(5, 1)).toBe(6);
  });
});

describe('recipientsPerDomain', () => {
  it('counts distinct recipients per domain without addresses, most first', () => {
    expect(recipientsPerDomain(['a@x.de', 'a+1@x.de', 'b@y.de', 'c@y.de'])).toEqual([
      { domain: 'y.de', count: 2 },
      { domain: 'x.de', count: 1 },
    ]);
  });
});
