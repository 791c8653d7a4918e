import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './api/routes.js';

/**
 * One word per concept (docs/vocabulary.md, table 'Code names and wire names'): inside shared,
 * functions and web a concept has the vocabulary's name. Its synonyms are refused in identifiers
 * and in file and folder names. Wire names the spec fixes — route paths and route names, JSON
 * fields, DynamoDB attributes, permission and enum values — stay as they are and are exempt by
 * name below. Comments and strings are not read: a comment may cite a route path.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_DIRS = ['shared/src', 'functions/src', 'web/src'];

interface Concept {
  /** The code name (docs/vocabulary.md). */
  readonly term: string;
  /** The synonyms that drifted in; matched in identifiers and in path segments. */
  readonly denied: RegExp;
  /** Wire names that contain a synonym and stay as the spec or the stored data has them. */
  readonly wireNames: readonly string[];
}

const CONCEPTS: readonly Concept[] = [
  {
    term: 'evaluation point (evaluationPoint)',
    denied: /evaluation-?timestamp|timestamp-?id/i,
    // evaluationTimestampCount: a survey's JSON field in the spec; timestampId / jobTimestampId:
    // the point's id in JSON answers, Step Functions inputs and DynamoDB attributes and keys.
    wireNames: ['evaluationTimestampCount', 'timestampId', 'jobTimestampId'],
  },
  {
    term: 'profile (profile)',
    denied: /process-?characteristic/i,
    wireNames: [],
  },
  {
    term: 'resource (resource)',
    denied: /ressource|context[-_]?items?|process-?objects?/i,
    // ressourceId / connectedRessources: JSON fields of the spec (and the link records' attribute);
    // CONTEXT_ITEM is a resource type, EDIT_CONTEXTITEM a permission, both values of the spec.
    wireNames: ['ressourceId', 'connectedRessources', 'CONTEXT_ITEM', 'EDIT_CONTEXTITEM'],
  },
  {
    term: 'PX question catalogue (questions-px, area of the route table)',
    denied: /px-questions|pxQuestions(?:De|T|Texts?)\b/i,
    wireNames: [],
  },
];

/** Route names are the spec's paths spelled as identifiers (`postProcessCharacteristic`). */
const ROUTE_NAMES = new Set(ROUTES.map((route) => route.name));

const isWireName = (name: string) =>
  ROUTE_NAMES.has(name) || CONCEPTS.some((concept) => concept.wireNames.includes(name));

/** Identifier-like words of one name: a path segment without its endings, or an identifier. */
function driftingWords(words: readonly string[]): string[] {
  return words.flatMap((word) =>
    isWireName(word)
      ? []
      : CONCEPTS.filter((concept) => concept.denied.test(word)).map((concept) => `${word} → ${concept.term}`),
  );
}

/** Every identifier of a source text (declarations, references, property and JSX names). */
function identifiersOf(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

/** The synonyms in one file: in its path segments (below the source folder) and its identifiers. */
function driftIn(path: string, text: string | null): string[] {
  const segments = path.split('/').map((segment) => segment.replace(/\..*$/, ''));
  const fromPath = driftingWords(segments).map((hit) => `path ${path}: ${hit}`);
  // Parsing is the slow part: a text without any synonym has no drifting identifier either.
  const mayDrift = text !== null && CONCEPTS.some((concept) => concept.denied.test(text));
  const fromCode = mayDrift ? driftingWords(identifiersOf(basename(path), text)) : [];
  return [...fromPath, ...fromCode.map((hit) => `${path}: ${hit}`)];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return [path];
  });
}

describe('one word per concept', () => {
  it('finds a synonym in an identifier, a file name and a folder name', () => {
    const source =
      'export function ProcessCharacteristicForm() { const contextItems = []; return contextItems; }';
    expect(driftIn('web/src/features/context-items/ProcessObjectTable.tsx', source)).toEqual([
      'path web/src/features/context-items/ProcessObjectTable.tsx: context-items → resource (resource)',
      'path web/src/features/context-items/ProcessObjectTable.tsx: ProcessObjectTable → resource (resource)',
      'web/src/features/context-items/ProcessObjectTable.tsx: ProcessCharacteristicForm → profile (profile)',
      'web/src/features/context-items/ProcessObjectTable.tsx: contextItems → resource (resource)',
    ]);
    expect(driftIn('web/src/features/px-questions/api/keys.ts', 'const evaluationTimestampId = 1;')).toEqual([
      'path web/src/features/px-questions/api/keys.ts: px-questions → PX question catalogue (questions-px, area of the route table)',
      'web/src/features/px-questions/api/keys.ts: evaluationTimestampId → evaluation point (evaluationPoint)',
    ]);
  });

  it('lets wire names and route names pass', () => {
    const source = [
      "api('postProcessCharacteristic', { body });",
      'const link = { ressourceId: id, connectedRessources: [], timestampId, type: CONTEXT_ITEM };',
      'postConnectedRessource(); hasPermission(EDIT_CONTEXTITEM); info.evaluationTimestampCount;',
    ].join('\n');
    expect(driftIn('functions/src/routes/profiles/postProcessCharacteristic.ts', source)).toEqual([]);
  });

  it('reads no comments or strings: a comment may cite a route path', () => {
    expect(
      driftIn('web/src/a.ts', "/** GET /connectedRessource */ const url = '/processCharacteristic';"),
    ).toEqual([]);
  });

  it('shared, functions and web use the vocabulary names only', () => {
    const all = SOURCE_DIRS.flatMap((dir) => files(join(ROOT, dir)));
    expect(all.length).toBeGreaterThan(500);
    const drift = all.flatMap((file) => {
      const path = relative(ROOT, file);
      const isSource = /\.tsx?$/.test(file) && !file.endsWith('.d.ts');
      return driftIn(path, isSource ? readFileSync(file, 'utf8') : null);
    });
    expect(drift).toEqual([]);
    // Reads and parses every candidate file: seconds on an idle machine, more on a shared one.
  }, 60_000);
});
