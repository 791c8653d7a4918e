import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The whole UI is German, including texts the spec quotes in English. This test reads every text
 * the SPA's own modules put into the bundle (string literals, template parts, JSX text of web/src
 * and of the shared package) and fails on English words from a short list. Translation keys
 * (property names) and import paths are not texts a user sees, so they are skipped. The one
 * English a user may choose, the participation page in English, lives in constants named `…_EN`,
 * whose texts are English on purpose.
 */
const ENGLISH_WORDS =
  /\b(Required|Invalid|Failed|Loading|Please|please|Cancel|Submit|characters|must|Close|Error|Password|Try again|Unknown|Save|Delete|Search|Yes|Back|Next|Previous|Confirm|Success|successfully|Settings|Logout|Login|Sign in|Sign out|Edit|Remove|Select|selected|Upload|not yet available|Something went wrong|No options|Rows per page|the|The|your|Your|this|This|with|and)\b/;

/**
 * Texts that are not shown to users: messages of browsers and of developers' errors that the code
 * matches or throws, and BPMN XML. Each entry names the file and the exact text.
 */
const NOT_UI: ReadonlyArray<readonly [file: string, text: string]> = [
  ['shared/src/px/evaluation/ratio.ts', 'The mean of nothing is undefined'],
  ['shared/src/px/evaluation/questionScore.ts', 'Invalid level count '],
  ['web/src/lib/chunk-load.ts', 'Loading chunk failed'],
  ['web/src/lib/chunk-load.ts', 'Failed to fetch dynamically imported module'],
  ['web/src/lib/chunk-load.ts', 'Importing a module script failed'],
  ['web/src/lib/chunk-load.ts', 'error loading dynamically imported module'],
];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_DIRS = ['web/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function isPropertyName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertySignature(parent) && parent.name === node) ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'import')
  );
}

/** Every user-visible text candidate of one module, with its line. */
export function textsOf(path: string): { line: number; text: string }[] {
  const source = readFileSync(join(ROOT, path), 'utf8');
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith('_EN'))
      return;
    let text: string | undefined;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isPropertyName(node)) {
      text = node.text;
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      text = node.text;
    } else if (ts.isJsxText(node)) {
      text = node.text.trim();
    }
    // XML and markup carry English tag and attribute names, and identifiers (keys, test ids, theme
    // paths such as 'action.selected') are never shown: neither is a UI word.
    const identifier = text !== undefined && /^[a-z][\w.-]*$/.test(text);
    if (text && !identifier && !text.includes('<') && !text.includes('="')) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('UI language', () => {
  it('no text of the SPA or the shared package contains an English word from the list', () => {
    const hits = SOURCE_DIRS.flatMap(sourceFiles).flatMap((path) =>
      textsOf(path)
        .filter(({ text }) => ENGLISH_WORDS.test(text))
        .filter(
          ({ text }) =>
            !NOT_UI.some(([file, known]) => file === relative(ROOT, join(ROOT, path)) && known === text),
        )
        .map(({ line, text }) => `${path}:${line}: ${JSON.stringify(text)}`),
    );
    expect(hits).toEqual([]);
  }, 60_000);

  it('the scan finds an English text where one is written', () => {
    const texts = textsOf('web/src/ui-language.test.ts').map(({ text }) => text);
    expect(texts.some((text) => ENGLISH_WORDS.test(text))).toBe(true);
  });
});
