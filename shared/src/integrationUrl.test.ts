import { describe } from 'vitest';
import { integrationUrlError } from './integrationUrl.js';
import { itReturns } from './testing/tables.js';

describe('integration URL rule', () => {
  itReturns(integrationUrlError, [
    ['', 'URL muss ausgefüllt werden'],
    ['   ', 'URL muss ausgefüllt werden'],
    ['wfms.example.com', 'Keine gültige URL'],
    ['ftp://example.com', 'Keine gültige URL'],
    ['https://', 'Keine gültige URL'],
    ['https://wfms.example.com', undefined],
    ['http://localhost:8080/api', undefined],
  ]);
});
