/**
 * Single-table design. Tenant-owned items live in partition `T#<clientId>` so IAM
 * `dynamodb:LeadingKeys` can confine a function to one tenant; user-global items (profile,
 * login guard) live in `USER#<userId>`; sign-in tokens in `AUTHTOKEN#<sha256>`.
 * Index gsi1 answers "clients of a user" and "all clients".
 */
export const SERVICE = 'prozesspuls';

// Keys keep their case: user ids and hashes are case-sensitive strings.
export const key = { casing: 'none' } as const;

/** Version 1 of an entity of this service (every entity so far). */
export const entityModel = <const E extends string>(entity: E) =>
  ({ entity, version: '1', service: SERVICE }) as const;

/** Partition of tenant-owned items: `T#<clientId>` (IAM LeadingKeys confine a function to it). */
export const tenantPartition = {
  field: 'pk',
  composite: ['clientId'],
  template: 'T#${clientId}',
  ...key,
} as const;

/** Partition of user-global items (profile, sign-in state): `USER#<userId>`. */
export const userPartition = {
  field: 'pk',
  composite: ['userId'],
  template: 'USER#${userId}',
  ...key,
} as const;

/** The sort key of an index: `template` spells the stored key with the `composite` attributes. */
export const sortKey = <const C extends readonly string[], const T extends string>(
  composite: C,
  template: T,
) => ({ field: 'sk', composite, template, ...key }) as const;

export const requiredString = { type: 'string', required: true } as const;
export const requiredNumber = { type: 'number', required: true } as const;

/** Set once when the item is created. */
export const createdAtAttribute = {
  type: 'string',
  required: true,
  default: () => new Date().toISOString(),
  readOnly: true,
} as const;

export const optionalString = { type: 'string' } as const;
export const optionalNumber = { type: 'number' } as const;

/** An index over the tenant partition `T#<clientId>`, sorted by `template`. */
export const tenantIndex = <const C extends readonly string[], const T extends string>(
  composite: C,
  template: T,
) => ({ pk: tenantPartition, sk: sortKey(composite, template) }) as const;

/** The index of a user-global item: partition `USER#<userId>`, fixed sort key `sk`. */
export const userItemIndex = <const T extends string>(sk: T) =>
  ({ pk: userPartition, sk: sortKey([], sk) }) as const;

/**
 * An entity's schema: version 1 of `entity` with its attributes and indexes (types kept literal,
 * so ElectroDB infers the items; `new Entity` checks the schema).
 */
export const entitySchema = <
  const E extends string,
  const A extends Record<string, object>,
  const I extends Record<string, object>,
>(
  entity: E,
  attributes: A,
  indexes: I,
) => ({ model: entityModel(entity), attributes, indexes }) as const;

type Attributes<N extends string, A> = { readonly [K in N]: A };

/** The same attribute definition under each name. */
const attributesNamed = <const N extends string, const A extends object>(attribute: A, names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, attribute])) as Attributes<N, A>;

/** Required string attributes, one per name: `{ ...requiredStrings('text', 'userId') }`. */
export const requiredStrings = <const N extends string>(...names: N[]) =>
  attributesNamed(requiredString, names);
export const optionalStrings = <const N extends string>(...names: N[]) =>
  attributesNamed(optionalString, names);
export const optionalNumbers = <const N extends string>(...names: N[]) =>
  attributesNamed(optionalNumber, names);

/** A number that starts at 0 (counters kept instead of recounting). */
export const zeroCounter = { type: 'number', required: true, default: 0 } as const;
/** The same for items stored before the counter existed (read as 0 when missing). */
export const optionalCounter = { type: 'number', default: 0 } as const;

/** The client an item belongs to (tenant-owned items sit in its partition `T#<clientId>`). */
export const tenantOwned = { clientId: requiredNumber } as const;
/** An item about one model of a client: client and model uuid. */
export const modelOwned = { ...tenantOwned, uuid: requiredString } as const;
/** An item about one element of a model: client, model uuid and the BPMN element id. */
export const elementOwned = { ...modelOwned, elementId: requiredString } as const;
