import { describe, expect, it } from 'vitest';
import { integrationClientId, integrationFormError } from './integration-form';

describe('integrationFormError', () => {
  it("requires a URL: 'URL muss ausgefüllt werden'", () => {
    expect(integrationFormError('')).toBe('URL muss ausgefüllt werden');
    expect(integrationFormError('   ')).toBe('URL muss ausgefüllt werden');
  });

  it("wants an http or https URL: 'Keine gültige URL'", () => {
    expect(integrationFormError('ftp://irgendwo')).toBe('Keine gültige URL');
    expect(integrationFormError('workflow.example.com')).toBe('Keine gültige URL');
    expect(integrationFormError('https://')).toBe('Keine gültige URL');
  });

  it('accepts http and https URLs', () => {
    expect(integrationFormError('https://wfms.example.com/hook')).toBeUndefined();
    expect(integrationFormError(' http://localhost:8080 ')).toBeUndefined();
  });
});

describe('integrationClientId', () => {
  it('takes ?clientId= when it is a valid id', () => {
    expect(integrationClientId('?clientId=7', 1)).toBe(7);
    expect(integrationClientId('?foo=1&clientId=0', 1)).toBe(0);
  });

  it('falls back to the current client otherwise', () => {
    expect(integrationClientId('', 1)).toBe(1);
    expect(integrationClientId('?clientId=', 1)).toBe(1);
    expect(integrationClientId('?clientId=abc', 1)).toBe(1);
    expect(integrationClientId('?clientId=-3', 1)).toBe(1);
  });
});
