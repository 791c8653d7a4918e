import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );

// Step Functions tasks and scheduled jobs call the domain without HTTP: it throws DomainError
// (domain/errors.ts) and takes the domain's Identity, never HTTP errors or event types.
const HTTP_IMPORT = /(^|\/)http\/|^@middy\/|^http-errors$|^aws-lambda$|(^|\/)middleware\/|(^|\/)routes\//;

// Key formats (`USER#…`, `T#…#M#…`, `NUMVAL#…`) are written down once, in data/entities/; the
// domain calls repositories and entities instead of building keys.
const RAW_KEY = /\b[A-Z]{2,}#|['"`]T#|'(?:COUNTER|LOGIN|AUTH|PROFILE|RESETMAIL|CLIENTS)'/;
const ABOVE_DATA = ['http', 'middleware', 'routes'].map((dir) => join(DOMAIN, '..', dir));

describe('no raw table keys outside functions/src/data', () => {
  it.each(
    [DOMAIN, ...ABOVE_DATA].flatMap(sourceFiles).map((path) => [relative(join(DOMAIN, '..'), path), path]),
  )('%s builds no table key', (_name, path) => {
    const lines = readFileSync(path, 'utf8').split('\n');
    expect(lines.filter((line) => RAW_KEY.test(line))).toEqual([]);
  });
});

describe('the domain is transport-free', () => {
  it('finds the domain sources', () => {
    expect(sourceFiles(DOMAIN).length).toBeGreaterThan(10);
  });

  it.each(sourceFiles(DOMAIN).map((path) => [relative(DOMAIN, path), path]))(
    '%s imports nothing from http/, middleware/, routes/, middy, http-errors or aws-lambda',
    (_name, path) => {
      const offending = importsOf(readFileSync(path, 'utf8')).filter((spec) => HTTP_IMPORT.test(spec));
      expect(offending).toEqual([]);
    },
  );
});

// Data access goes through the repositories of each bounded context (data/repositories/): a
// domain file imports neither the AWS SDK nor ElectroDB, nor data/db, data/entities or any other
// data/ module beside the repositories.
const STORAGE_IMPORT = /^@aws-sdk\/|^electrodb$|(^|\/)data\/(?!repositories\/)/;

// Not yet moved to repositories (issue 27 §3). This list only shrinks: a file that is moved comes
// off it, and a new domain file never goes on it.
const NOT_YET_ON_REPOSITORIES = new Set([
  'riskAssessment/assessments.ts',
  'riskAssessment/records.ts',
  'riskAssessment/stepReminders.ts',
  'admin/audit.ts',
  'admin/clients.ts',
  'admin/invitations.ts',
  'admin/mailDomains.ts',
  'admin/roleCounts.ts',
  'admin/roles.ts',
  'admin/users.ts',
  'help/lessons.ts',
  'help/tickets.ts',
  'identity.ts',
  'questions-px/pxQuestions.ts',
  'questions/questions.ts',
  'questions/removeQuestions.ts',
  'reports/modelReport.ts',
  'users/userDetails.ts',
]);

describe('the domain reaches storage only through repositories', () => {
  const files = sourceFiles(DOMAIN).map((path) => [relative(DOMAIN, path), path] as const);

  it.each(files.filter(([name]) => !NOT_YET_ON_REPOSITORIES.has(name)))(
    '%s imports no SDK, ElectroDB, data/db or data/entities',
    (_name, path) => {
      const offending = importsOf(readFileSync(path, 'utf8')).filter((spec) => STORAGE_IMPORT.test(spec));
      expect(offending).toEqual([]);
    },
  );

  it.each([...NOT_YET_ON_REPOSITORIES])('%s, still on the allow-list, exists and still needs it', (name) => {
    const offending = importsOf(readFileSync(join(DOMAIN, name), 'utf8')).filter((spec) =>
      STORAGE_IMPORT.test(spec),
    );
    expect(offending).not.toEqual([]);
  });
});

describe('the domain names its failures without HTTP', () => {
  it('defines its error kinds without any HTTP status (http/errors.ts maps them)', () => {
    const text = readFileSync(join(DOMAIN, 'errors.ts'), 'utf8');
    expect(text).toContain('class RuleViolation');
    expect(text.match(/\b[1-5]\d\d\b/g)).toBeNull();
  });
});
