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
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
}

interface CheckDef {
  readonly check: string;
  readonly maximum?: number;
  readonly length?: number;
  readonly format?: string;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Formats whose values have a bounded length by definition. A bare regex does not count. */
const BOUNDED_FORMATS = new Set(['uuid', 'guid', 'cuid', 'ulid', 'ipv4', 'ipv6']);

/**
 * A string schema's upper length bound and format, folded from its checks (a format schema such
 * as `z.email()` is its own first check); the last format wins, as in zod's JSON-schema output.
 */
function stringBounds(schema: z.ZodMiniType, def: Def): { maximum?: number; format?: string } {
  const own = schema._zod.traits.has('$ZodCheck') ? [defOf(schema) as unknown as CheckDef] : [];
  let maximum: number | undefined;
  let format: string | undefined;
  for (const check of [...own, ...(def.checks ?? []).map((entry) => entry._zod.def)]) {
    const bound =
      check.check === 'max_length'
        ? check.maximum
        : check.check === 'length_equals'
          ? check.length
          : undefined;
    if (bound !== undefined) maximum = Math.min(bound, maximum ?? bound);
    if (check.check === 'string_format') format = check.format;
  }
  return { maximum, format };
}

/** Paths of string schemas without an upper bound (no max length, no bounded format). */
function unbounded(schema: z.ZodMiniType, path: string, found: string[]): void {
  const def = defOf(schema);
  if (def.type === 'string') {
    const { maximum, format } = stringBounds(schema, def);
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
