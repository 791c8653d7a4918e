import {
  ANSWER_TYPES,
  ELEMENT_KINDS,
  PAGE_GROUPS,
  PX_MODULES,
  type PxModule,
  QUESTION_TYPES,
} from '../scale.js';
import type { CategorySpec, ItemSpec } from './define.js';

/** One module of the catalogue as its JSON file writes it (bindungsmodul.json, …). */
export interface ModuleFile {
  readonly module: PxModule;
  readonly categories: readonly CategorySpec[];
}

const CATEGORY_NODE_TYPES = ['OUTCOME', 'FACTOR', 'PERSONAL'] as const;
const CATEGORY_KEYS = ['id', 'title', 'nodeType', 'page', 'element', 'items', 'children'];
const ITEM_KEYS = ['id', 'text', 'answerType', 'inverted', 'options', 'type'];

type Fields = Readonly<Record<string, unknown>>;

function refuse(where: string, problem: string): never {
  throw new Error(`Fragenkatalog, ${where}: ${problem}`);
}

/** An object with no keys other than `allowed`, so a misspelt key in the data does not go unnoticed. */
function fields(value: unknown, allowed: readonly string[], where: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(where, 'kein Objekt');
  const unknownKey = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknownKey) refuse(where, `unbekannter Schlüssel '${unknownKey}'`);
  return value as Fields;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') refuse(where, 'Text fehlt');
  return value;
}

function list(value: unknown, where: string): readonly unknown[] {
  if (!Array.isArray(value)) refuse(where, 'keine Liste');
  return value;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, where: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) refuse(where, `unbekannter Wert ${JSON.stringify(value)}`);
  return found;
}

/** `read(value)` when the key is present, nothing otherwise (the spec's optional fields). */
function optional<K extends string, T>(key: K, value: unknown, read: (present: unknown) => T) {
  return (value === undefined ? {} : { [key]: read(value) }) as { readonly [P in K]?: T };
}

function item(value: unknown, where: string): ItemSpec {
  const raw = fields(value, ITEM_KEYS, where);
  const id = text(raw.id, where);
  const at = `${where} ${id}`;
  if (typeof raw.inverted !== 'boolean') refuse(at, 'inverted fehlt');
  return {
    id,
    text: text(raw.text, at),
    answerType: oneOf(ANSWER_TYPES, raw.answerType, at),
    inverted: raw.inverted,
    ...optional('options', raw.options, (options) => list(options, at).map((option) => text(option, at))),
    ...optional('type', raw.type, (type) => oneOf(QUESTION_TYPES, type, at)),
  };
}

function category(value: unknown, where: string): CategorySpec {
  const raw = fields(value, CATEGORY_KEYS, where);
  const id = text(raw.id, where);
  const at = `${where} › ${id}`;
  return {
    id,
    title: text(raw.title, at),
    ...optional('nodeType', raw.nodeType, (nodeType) => oneOf(CATEGORY_NODE_TYPES, nodeType, at)),
    ...optional('page', raw.page, (page) => oneOf(PAGE_GROUPS, page, at)),
    ...optional('element', raw.element, (element) => oneOf(ELEMENT_KINDS, element, at)),
    ...optional('items', raw.items, (items) => list(items, at).map((entry) => item(entry, at))),
    ...optional('children', raw.children, (children) =>
      list(children, at).map((child) => category(child, at)),
    ),
  };
}

/**
 * Reads a module's JSON file into the specs `defineModule` takes. Every value is checked against the
 * closed lists of scale.ts at load time, so a typo in the data fails the first import (and the unit
 * tests) instead of reaching a survey.
 */
export function readModuleFile(value: unknown): ModuleFile {
  const raw = fields(value, ['module', 'categories'], 'Modul');
  const module = oneOf(PX_MODULES, raw.module, 'Modul');
  return { module, categories: list(raw.categories, module).map((entry) => category(entry, module)) };
}
