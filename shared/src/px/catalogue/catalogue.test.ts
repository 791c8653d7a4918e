import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SCALE,
  ELEMENT_KINDS,
  isPageGroup,
  type PageGroup,
  PROCESS_PERSPECTIVE_TYPES,
} from '../scale.js';
import { MATRIX_COLUMNS, questionElement } from '../survey/questionElement.js';
import {
  CATALOGUE_TREES,
  CATALOGUE_VERSION,
  type CatalogueCategory,
  catalogueItem,
  catalogueItemsOfModule,
  catalogueTree,
  STANDARD_CATALOGUE,
} from './index.js';
import { readModuleFile } from './moduleFile.js';

const MODULES = ['Module_One', 'Module_Two', 'STRESS_MODULE', 'Module_Four'] as const;

/** Walks a tree, calling back with each category and its depth (module = 1, top category = 2). */
function walk(
  categories: readonly CatalogueCategory[],
  visit: (category: CatalogueCategory, depth: number, path: string[]) => void,
  depth = 2,
  path: string[] = [],
): void {
  for (const category of categories) {
    visit(category, depth, [...path, category.id]);
    walk(category.children, visit, depth + 1, [...path, category.id]);
  }
}

function questionCount(category: CatalogueCategory): number {
  return (
    category.questionIds.length + category.children.reduce((sum, child) => sum + questionCount(child), 0)
  );
}

describe('standard catalogue structure', () => {
  it('has a tree for each standard module and nothing else', () => {
    expect(CATALOGUE_TREES.map((tree) => tree.module)).toEqual([...MODULES]);
    expect(new Set(STANDARD_CATALOGUE.map((item) => item.module))).toEqual(new Set(MODULES));
  });

  it.each(MODULES)('%s: every question is reachable module → category → … with its own path', (module) => {
    const tree = catalogueTree(module);
    if (!tree) throw new Error(`kein Baum für ${module}`);
    const reached = new Map<string, string[]>();
    walk(tree.categories, (category, _depth, path) => {
      for (const id of category.questionIds) {
        expect(reached.has(id), `${id} hängt an zwei Kategorien`).toBe(false);
        reached.set(id, path);
      }
    });
    const items = catalogueItemsOfModule(module);
    expect([...reached.keys()].sort()).toEqual(items.map((item) => item.id).sort());
    for (const item of items) expect(item.categoryPath).toEqual(reached.get(item.id));
  });

  it.each(MODULES)('%s: no tree is deeper than 4 levels and no category is empty', (module) => {
    const tree = catalogueTree(module);
    if (!tree) throw new Error(`kein Baum für ${module}`);
    expect(tree.categories.length).toBeGreaterThan(0);
    walk(tree.categories, (category, depth) => {
      // a category at depth d puts its questions at depth d + 1, which may be at most 4
      expect(depth + 1, category.id).toBeLessThanOrEqual(4);
      expect(questionCount(category), `${category.id} ist leer`).toBeGreaterThan(0);
      if (category.children.length === 0) expect(category.questionIds.length, category.id).toBeGreaterThan(0);
      expect(category.title.trim(), category.id).not.toBe('');
    });
  });

  it('has unique ids across the catalogue, unique category ids and positions unique per module', () => {
    const ids = STANDARD_CATALOGUE.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categoryIds: string[] = [];
    for (const tree of CATALOGUE_TREES) walk(tree.categories, (category) => categoryIds.push(category.id));
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    for (const module of MODULES) {
      const positions = catalogueItemsOfModule(module).map((item) => item.position);
      expect(new Set(positions).size, module).toBe(positions.length);
      expect(positions.every((position) => Number.isInteger(position) && position > 0)).toBe(true);
    }
    expect(catalogueItem('M1-RM-01')?.module).toBe('Module_One');
  });

  it('gives every matrix item the 6 levels of the answer scale as columns', () => {
    const matrices = STANDARD_CATALOGUE.filter((item) => item.answerType === 'MATRIX');
    expect(matrices.length).toBeGreaterThan(100);
    for (const item of matrices) {
      const element = questionElement(item);
      expect(element.type).toBe('matrix');
      if (element.type !== 'matrix') continue;
      expect(element.columns).toEqual(ANSWER_SCALE.map(({ level, text }) => ({ value: level, text })));
      expect(element.columns).toBe(MATRIX_COLUMNS);
    }
  });

  it('puts every item on a valid page group that fits its module', () => {
    const allowed: Record<(typeof MODULES)[number], readonly PageGroup[]> = {
      Module_One: ['P1', 'P2', 'P3', 'P4', 'P8'],
      Module_Two: ['P5', 'P6', 'P7'],
      STRESS_MODULE: ['B1', 'B2', 'B3', 'B4'],
      Module_Four: PROCESS_PERSPECTIVE_TYPES,
    };
    for (const item of STANDARD_CATALOGUE) {
      expect(isPageGroup(item.page), item.id).toBe(true);
      expect(allowed[item.module as (typeof MODULES)[number]], item.id).toContain(item.page);
    }
    for (const group of ['B1', 'B2', 'B3', 'B4'] as const) {
      expect(
        STANDARD_CATALOGUE.some((item) => item.page === group),
        group,
      ).toBe(true);
    }
  });

  it('writes German texts that are non-empty, trimmed, end as sentences or questions, with no placeholder', () => {
    const placeholder = /todo|tbd|fixme|lorem|ipsum|xxx|\?\?|\.\.\.|platzhalter|beispieltext|[{}<>[\]]/i;
    for (const item of STANDARD_CATALOGUE) {
      expect(item.text, item.id).toBe(item.text.trim());
      expect(item.text.length, item.id).toBeGreaterThanOrEqual(15);
      expect(item.text, item.id).toMatch(/^[A-ZÄÖÜ].*[.?]$/);
      expect(item.text, item.id).not.toMatch(placeholder);
      expect(item.text, item.id).not.toMatch(/ {2}/);
      for (const option of item.answerOptions) expect(option.value.trim(), item.id).not.toBe('');
    }
    const texts = STANDARD_CATALOGUE.map((item) => item.text);
    expect(new Set(texts).size, 'doppelter Fragentext').toBe(texts.length);
  });

  it('marks every item as a standard question without creator', () => {
    for (const item of STANDARD_CATALOGUE) {
      expect(item.isStandard).toBe(true);
      expect(item.createdBy).toBe('');
    }
  });

  it('scores in both directions in every module: inverted items (agreement good) and strains', () => {
    for (const module of MODULES) {
      const matrices = catalogueItemsOfModule(module).filter((item) => item.answerType === 'MATRIX');
      expect(
        matrices.some((item) => item.inverted),
        module,
      ).toBe(true);
      expect(
        matrices.some((item) => !item.inverted),
        module,
      ).toBe(true);
    }
    expect(catalogueItem('M1-ZB-01')?.inverted).toBe(true); // 'Alles in allem bin ich … zufrieden.'
    expect(catalogueItem('M5-AO-01')?.inverted).toBe(false); // 'Ich stehe … unter Zeitdruck.'
  });

  it('asks the personal questions only in module 1, as coarse radio groups on page P8', () => {
    const personal = STANDARD_CATALOGUE.filter((item) => item.personal);
    expect(personal.length).toBeGreaterThanOrEqual(4);
    for (const item of personal) {
      expect(item.module).toBe('Module_One');
      expect(item.page).toBe('P8');
      expect(item.answerType).toBe('RADIOGROUP');
      expect(item.answerOptions.length).toBeGreaterThanOrEqual(2);
      expect(item.answerOptions.length).toBeLessThanOrEqual(5);
    }
    expect(personal.map((item) => item.text).join(' ')).toMatch(/Altersgruppe/);
    expect(
      STANDARD_CATALOGUE.filter((item) => !item.personal).every((item) => item.answerType === 'MATRIX'),
    ).toBe(true);
  });

  it('marks the satisfaction and bonding branch of module 1 as OUTCOME and nothing else', () => {
    const outcome: string[] = [];
    for (const tree of CATALOGUE_TREES) {
      walk(tree.categories, (category) => {
        if (category.nodeType === 'OUTCOME') outcome.push(category.id);
      });
    }
    expect(outcome.length).toBeGreaterThan(1);
    expect(outcome.every((id) => id.startsWith('m1.zufriedenheit'))).toBe(true);
    expect(catalogueTree('Module_One')?.categories.map((category) => category.title)).toEqual([
      'Rollenmerkmale',
      'Persönliche Merkmale',
      'Zufriedenheit und Bindung',
      'Prozess',
      'Personenstandsdaten',
    ]);
  });

  it('covers the GDA areas of psychological strain in module 5', () => {
    expect(catalogueTree('STRESS_MODULE')?.categories.map((category) => category.title)).toEqual([
      'Arbeitsinhalt und Arbeitsaufgabe',
      'Arbeitsorganisation',
      'Arbeitszeit',
      'Soziale Beziehungen',
      'Arbeitsmittel und Arbeitsumgebung',
      'Neue Arbeitsformen',
    ]);
  });

  it('has process-perspective questions for every element kind and perspective, page = perspective', () => {
    const process = catalogueItemsOfModule('Module_Four');
    for (const kind of ELEMENT_KINDS) {
      expect(process.filter((item) => item.element === kind).length, kind).toBeGreaterThanOrEqual(3);
    }
    for (const type of PROCESS_PERSPECTIVE_TYPES) {
      expect(
        process.some((item) => item.type === type),
        type,
      ).toBe(true);
    }
    for (const item of process) expect(item.page).toBe(item.type);
    for (const item of STANDARD_CATALOGUE.filter((other) => other.module !== 'Module_Four')) {
      expect(item.type, item.id).toBe('NONE');
      expect(item.element, item.id).toBeNull();
    }
  });

  it('has a realistic size per module', () => {
    const count = (module: (typeof MODULES)[number], personal = false) =>
      catalogueItemsOfModule(module).filter((item) => item.personal === personal).length;
    expect(count('Module_One')).toBeGreaterThanOrEqual(30);
    expect(count('Module_One')).toBeLessThanOrEqual(40);
    expect(count('Module_One', true)).toBe(5);
    expect(count('Module_Two')).toBeGreaterThanOrEqual(16);
    expect(count('Module_Two')).toBeLessThanOrEqual(24);
    expect(count('STRESS_MODULE')).toBeGreaterThanOrEqual(35);
    expect(count('STRESS_MODULE')).toBeLessThanOrEqual(45);
  });

  it('changes only together with CATALOGUE_VERSION (fingerprint of the items and trees)', () => {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ items: STANDARD_CATALOGUE, trees: CATALOGUE_TREES }))
      .digest('hex')
      .slice(0, 16);
    // When this fails you changed the catalogue: bump CATALOGUE_VERSION, then update both values here.
    expect({ version: CATALOGUE_VERSION, fingerprint }).toEqual({
      version: '1.0.1',
      fingerprint: '7a5de1b65a3bc542',
    });
  });
});

describe('catalogue module files', () => {
  const item = { id: 'X-01', text: 'Ich bin ein Beispiel.', answerType: 'MATRIX', inverted: true };
  const file = (entry: object) => ({
    module: 'Module_One',
    categories: [{ id: 'x', title: 'X', page: 'P1', items: [entry] }],
  });

  it('reads a valid file into the specs defineModule takes', () => {
    expect(readModuleFile(file(item))).toEqual({
      module: 'Module_One',
      categories: [{ id: 'x', title: 'X', page: 'P1', items: [item] }],
    });
  });

  it.each([
    ['a misspelt key', file({ ...item, invertd: true }), /unbekannter Schlüssel 'invertd'/],
    ['an unknown answer type', file({ ...item, answerType: 'SLIDER' }), /unbekannter Wert "SLIDER"/],
    [
      'a missing direction',
      file({ id: 'X-01', text: 'Ich bin ein Beispiel.', answerType: 'MATRIX' }),
      /inverted/,
    ],
    [
      'an unknown page group',
      { module: 'Module_One', categories: [{ id: 'x', title: 'X', page: 'P9' }] },
      /P9/,
    ],
    ['an unknown module', { module: 'Module_Nine', categories: [] }, /Module_Nine/],
  ])('refuses %s at load time', (_problem, data, message) => {
    expect(() => readModuleFile(data)).toThrow(message);
  });
});
