import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as admin from './admin.js';
import * as auth from './auth.js';
import * as checklists from './checklists.js';
import * as elements from './elements.js';
import * as evaluation from './evaluation.js';
import * as fields from './fields.js';
import * as folders from './folders.js';
import * as measures from './measures.js';
import * as modelling from './modelling.js';
import * as models from './models.js';
import * as profiles from './profiles.js';
import * as resources from './resources.js';
import * as sharing from './sharing.js';
import * as surveys from './surveys.js';
import * as users from './users.js';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodMiniType>;
  readonly element?: z.ZodMiniType;
  readonly innerType?: z.ZodMiniType;
  readonly in?: z.ZodMiniType;
  readonly out?: z.ZodMiniType;
  readonly options?: readonly z.ZodMiniType[];
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Formats whose values have a bounded length by definition. A bare regex does not count. */
const BOUNDED_FORMATS = new Set(['uuid', 'guid', 'cuid', 'ulid', 'ipv4', 'ipv6']);

/** Paths of string schemas without an upper bound (no max length, no bounded format). */
function unbounded(schema: z.ZodMiniType, path: string, found: string[]): void {
  const def = defOf(schema);
  if (def.type === 'string') {
    // The checks record their bounds and format in the schema's bag as they attach.
    const { maximum, format } = schema._zod.bag as { maximum?: number; format?: string };
    const bounded = maximum !== undefined || (format !== undefined && BOUNDED_FORMATS.has(format));
    if (!bounded) found.push(path);
    return;
  }
  for (const [key, child] of Object.entries(def.shape ?? {})) unbounded(child, `${path}.${key}`, found);
  for (const child of [def.element, def.innerType, def.in, def.out, ...(def.options ?? [])]) {
    if (child) unbounded(child, path, found);
  }
}

describe('API contracts', () => {
  it('give every string input an upper bound', () => {
    const found: string[] = [];
    for (const [module, exports] of Object.entries({
      admin,
      auth,
      checklists,
      elements,
      evaluation,
      fields,
      folders,
      measures,
      modelling,
      resources,
      models,
      profiles,
      sharing,
      surveys,
      users,
    })) {
      for (const [name, value] of Object.entries(exports)) {
        if (value && typeof value === 'object' && '_zod' in value)
          unbounded(value as z.ZodMiniType, `${module}.${name}`, found);
      }
    }
    expect(found).toEqual([]);
  });
});
