import type { PxModule } from '../scale.js';
import belastungsmodul from './belastungsmodul.json' with { type: 'json' };
import bindungsmodul from './bindungsmodul.json' with { type: 'json' };
import { type DefinedModule, defineModule } from './define.js';
import english from './english.json' with { type: 'json' };
import jobFitModul from './jobFitModul.json' with { type: 'json' };
import { readModuleFile } from './moduleFile.js';
import prozessperspektive from './prozessperspektive.json' with { type: 'json' };
import type { CatalogueItem, CatalogueModuleTree } from './types.js';

export type * from './types.js';

/**
 * Version of the standard catalogue. Bump it whenever an item is added, reworded, moved or retired,
 * so tenants seeded with an older version can be brought up to date (see docs/px-catalogue.md).
 */
export const CATALOGUE_VERSION = '1.0.1';

/**
 * The module files, in catalogue order (JSON data; each item is `inverted` where agreement is good):
 * - Module 1 'Bindungsmodul': bond and job satisfaction. Rollenmerkmale, persönliche Merkmale and
 *   Prozess are stressors and resources; 'Zufriedenheit und Bindung' is the OUTCOME that feeds
 *   'Stimmungsbild der Beschäftigten'. Personal data ('Personenstandsdaten') comes last, coarse bands only.
 * - Module 2 'Job-Fit-Modul': how well the demands of the task match the person's abilities and
 *   preferences. Each item states a fit or a misfit, so every item has a direction.
 * - Module 5 'Belastungsmodul' (STRESS_MODULE): psychological strain along the areas of the GDA
 *   guideline for the risk assessment of psychological strain. Top categories are the GDA areas,
 *   subcategories their key factors. Texts are our own; no published instrument is copied.
 * - Module 4 'Prozessperspektiven-Modul': questions attached to elements of a process model. The
 *   category is the element kind; each question's type is its perspective (USER: the person's own
 *   experience, ROLE: the role or lane, ACTIVITY: the step, PROCESS: the process as a whole), which
 *   is also its page group. All are matrices because only matrices count in the process-survey score.
 */
const MODULE_FILES: readonly unknown[] = [bindungsmodul, jobFitModul, belastungsmodul, prozessperspektive];

const MODULES: readonly DefinedModule[] = MODULE_FILES.map((file) => {
  const { module, categories } = readModuleFile(file);
  return defineModule(module, categories);
});

/**
 * English wordings of the standard questions (english.json, by question id) and of the answer
 * options of the standard radio groups (by German option), for participants who switch to English.
 */
const QUESTIONS_EN: Readonly<Record<string, string>> = english.questions;
export const CATALOGUE_OPTIONS_EN: Readonly<Record<string, string>> = english.options;

/** Every standard question, seeded for each client (module 1, 2, 5 and the process perspective). */
export const STANDARD_CATALOGUE: readonly CatalogueItem[] = MODULES.flatMap((module) =>
  module.items.map((item) => {
    const textEn = QUESTIONS_EN[item.id];
    return textEn ? { ...item, textEn } : item;
  }),
);

/** The evaluation tree of each module that has standard questions. */
export const CATALOGUE_TREES: readonly CatalogueModuleTree[] = MODULES.map((module) => module.tree);

const BY_ID = new Map(STANDARD_CATALOGUE.map((item) => [item.id, item]));

export function catalogueItem(id: string): CatalogueItem | undefined {
  return BY_ID.get(id);
}

/** A module's standard questions in position order. */
export function catalogueItemsOfModule(module: PxModule): readonly CatalogueItem[] {
  return STANDARD_CATALOGUE.filter((item) => item.module === module).sort((a, b) => a.position - b.position);
}

export function catalogueTree(module: PxModule): CatalogueModuleTree | undefined {
  return CATALOGUE_TREES.find((tree) => tree.module === module);
}

export { plainAnswerOptions } from './answerOptions.js';
