import type { PxModule } from '../scale.js';
import { BELASTUNGSMODUL } from './belastungsmodul.js';
import { BINDUNGSMODUL } from './bindungsmodul.js';
import type { DefinedModule } from './define.js';
import { JOB_FIT_MODUL } from './jobFitModul.js';
import { PROZESSPERSPEKTIVE } from './prozessperspektive.js';
import type { CatalogueItem, CatalogueModuleTree } from './types.js';

export type * from './types.js';

/**
 * Version of the standard catalogue. Bump it whenever an item is added, reworded, moved or retired,
 * so tenants seeded with an older version can be brought up to date (see docs/px-catalogue.md).
 */
export const CATALOGUE_VERSION = '1.0.0';

const MODULES: readonly DefinedModule[] = [BINDUNGSMODUL, JOB_FIT_MODUL, BELASTUNGSMODUL, PROZESSPERSPEKTIVE];

/** Every standard question, seeded for each client (module 1, 2, 5 and the process perspective). */
export const STANDARD_CATALOGUE: readonly CatalogueItem[] = MODULES.flatMap((module) => module.items);

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
