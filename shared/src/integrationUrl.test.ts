import { describe, expect, it } from 'vitest';
import { integrationUrlError } from './integrationUrl.js';

describe('integration URL rule', () => {
  it.each([
    ['', 'URL muss ausgefüllt werden'],
    ['   ', 'URL muss ausgefüllt werden'],
    ['wfms.example.com', 'Keine gültige URL'],
    ['ftp://example.com', 'Keine gültige URL'],
    ['https://', 'Keine gültige URL'],
    ['https://wfms.example.com', undefined],
    ['http://localhost:8080/api', undefined],
  ])('%j → %s', (value, expected) => {
    expect(integrationUrlError(value)).toBe(expected);
  });
});
