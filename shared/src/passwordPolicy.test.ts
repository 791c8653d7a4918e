import { describe } from 'vitest';
import { meetsPasswordPolicy } from './passwordPolicy.js';
import { itAcceptsAndRefuses } from './testing/tables.js';

describe('password policy', () => {
  itAcceptsAndRefuses(meetsPasswordPolicy, {
    accepts: ['Prozess!2026', 'Ää1!abcd'],
    refuses: ['kurz', 'Prozess2026', 'prozess!2026', 'PROZESS!2026', 'Prozess!abc', 'P!1a'],
  });
});
