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

describe('the domain reaches storage only through repositories', () => {
  const files = sourceFiles(DOMAIN).map((path) => [relative(DOMAIN, path), path] as const);

  it.each(files)('%s imports no SDK, ElectroDB, data/db or data/entities', (_name, path) => {
    const offending = importsOf(readFileSync(path, 'utf8')).filter((spec) => STORAGE_IMPORT.test(spec));
    expect(offending).toEqual([]);
  });
});

describe('the domain names its failures without HTTP', () => {
  it('defines its error kinds without any HTTP status (http/errors.ts maps them)', () => {
    const text = readFileSync(join(DOMAIN, 'errors.ts'), 'utf8');
    expect(text).toContain('class RuleViolation');
    expect(text.match(/\b[1-5]\d\d\b/g)).toBeNull();
  });
});
