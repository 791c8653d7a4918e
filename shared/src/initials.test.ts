import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Initials on badges, comments, avatars and release requests come from one function, `initialsOf`
 * in shared/src/users.ts, so one user never shows two different pairs of letters. A second
 * function or arrow named after initials (components such as InitialsAvatar render, they do not
 * compute) or a hand-rolled 'first two letters, upper case' is refused here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SOURCES = ['shared/src', 'functions/src', 'web/src'];
const THE_ONE = 'shared/src/users.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Function and arrow-function declarations, by name. */
const FUNCTION_DECLARATION =
  /\b(?:function\s+(\w+)|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|\w+\s*=>))/g;
/** The tell-tale of initials computed by hand. */
const HAND_ROLLED = /\.slice\(0,\s*2\)\.toUpperCase\(\)/;

/** What in one file computes initials besides initialsOf; components (upper case) render only. */
function offendersIn(path: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(FUNCTION_DECLARATION)) {
    const name = match[1] ?? match[2] ?? '';
    if (!/initials/i.test(name) || !/^[a-z]/.test(name)) continue;
    if (!(path === THE_ONE && name === 'initialsOf')) found.push(`${path}: ${name}`);
  }
  if (path !== THE_ONE && HAND_ROLLED.test(text)) found.push(`${path}: first two letters in upper case`);
  return found;
}

function offenders(): string[] {
  return SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
    offendersIn(relative(ROOT, file), readFileSync(file, 'utf8')),
  );
}

describe('initials come from initialsOf only', () => {
  it('no source file but shared/src/users.ts computes initials', () => {
    expect(offenders()).toEqual([]);
  });

  it('the scan finds a second initials function and a hand-rolled one, not a component', () => {
    expect(offendersIn('web/src/a.ts', 'const initialsFor = (name: string) => name;')).toEqual([
      'web/src/a.ts: initialsFor',
    ]);
    expect(offendersIn('web/src/b.ts', 'export function userInitials(user: User): string {')).toEqual([
      'web/src/b.ts: userInitials',
    ]);
    expect(offendersIn('web/src/c.ts', 'return id.slice(0, 2).toUpperCase();')).toEqual([
      'web/src/c.ts: first two letters in upper case',
    ]);
    expect(offendersIn('web/src/d.tsx', 'export function InitialsAvatar({ userId }: Props) {')).toEqual([]);
    expect(offendersIn(THE_ONE, 'export function initialsOf(user: InitialsSource): string {')).toEqual([]);
  });
});
