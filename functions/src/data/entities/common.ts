/**
 * Single-table design. Tenant-owned items live in partitions starting with `T#<clientId>`, and
 * every key is built from the caller's verified client id, never from the request; user-global
 * items (profile, login guard) live in `USER#<userId>`; sign-in tokens in `AUTHTOKEN#<sha256>`.
 * No IAM policy confines a function to one tenant (no per-tenant role with `dynamodb:LeadingKeys`):
 * docs/security.md, "Tenant isolation in depth", says why and what protects tenants instead.
 * Index gsi1 answers "clients of a user" and "all clients".
 */
export const SERVICE = 'prozesspuls';

// Keys keep their case: user ids and hashes are case-sensitive strings.
export const key = { casing: 'none' } as const;

/** Version 1 of an entity of this service (every entity so far). */
export const entityModel = <const E extends string>(entity: E) =>
  ({ entity, version: '1', service: SERVICE }) as const;

/** Partition of tenant-owned items: `T#<clientId>`, the client id taken from the verified identity. */
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

/** A list of strings that every item has (it may be empty). */
export const requiredStringList = { type: 'list', items: optionalString, required: true } as const;

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

/** The attribute names a key template spells, in order: `'A#${x}#${y}'` → `['x', 'y']`. */
export type TemplateNames<T extends string> = T extends `${string}\${${infer N}}${infer Rest}`
  ? readonly [N, ...TemplateNames<Rest>]
  : readonly [];

/** The composite of a key: the attributes its template spells, so each is named once. */
export const templateNames = <const T extends string>(template: T) =>
  Array.from(template.matchAll(/\$\{(\w+)\}/g), ([, name]) => name) as unknown as TemplateNames<T>;

/**
 * A tenant-owned entity (`clientId` added) listed by its index `byClient`: the tenant partition
 * `T#<clientId>`, sorted by the key `template` over the attributes it spells; `indexes` adds its
 * secondary indexes, if any.
 */
export const tenantEntity = <
  const E extends string,
  const T extends string,
  const A extends Record<string, object>,
  const X extends Record<string, object> = Record<never, never>,
>(
  entity: E,
  template: T,
  attributes: A,
  indexes?: X,
) =>
  entitySchema(
    entity,
    { ...tenantOwned, ...attributes },
    { byClient: tenantIndex(templateNames(template), template), ...(indexes as X) },
  );

/**
 * The roles a membership or a pending invitation grants, and their revision: a role change is
 * conditioned on `rev` (the roles' member counters follow it).
 */
export const roleAssignment = { roleIds: requiredStringList, rev: optionalNumber } as const;

/** An item of one survey round: client, survey and round. */
export const surveyRoundOwned = { ...tenantOwned, surveyId: requiredString, round: requiredNumber } as const;

/**
 * The index of an item found by the SHA-256 of a token (the token itself is never stored): its
 * own partition `template` over `tokenHash`, with the fixed sort key `sk`.
 */
export const tokenHashIndex = <const T extends string, const S extends string>(template: T, sk: S) =>
  ({ pk: { field: 'pk', composite: ['tokenHash'], template, ...key }, sk: sortKey([], sk) }) as const;

/** A secondary index (`gsi1`, `gsi2`): its key fields are named after it, `<index>pk` and `<index>sk`. */
export const secondaryIndex = <
  const I extends 'gsi1' | 'gsi2',
  const PC extends readonly string[],
  const PT extends string,
  const SC extends readonly string[],
  const ST extends string,
>(
  index: I,
  pk: { readonly composite: PC; readonly template: PT },
  sk: { readonly composite: SC; readonly template: ST },
) =>
  ({
    index,
    pk: { field: `${index}pk`, composite: pk.composite, template: pk.template, ...key },
    sk: { field: `${index}sk`, composite: sk.composite, template: sk.template, ...key },
  }) as const;

/**
 * A secondary index within one client: partition `T#<clientId>#<name>#<attribute>` (the tenant
 * first, like every tenant-owned key), sorted by `sk`.
 */
export const tenantSecondaryIndex = <
  const I extends 'gsi1' | 'gsi2',
  const P extends string,
  const SC extends readonly string[],
  const ST extends string,
>(
  index: I,
  name: string,
  attribute: P,
  sk: { readonly composite: SC; readonly template: ST },
) =>
  secondaryIndex(
    index,
    { composite: ['clientId', attribute] as const, template: `T#\${clientId}#${name}#\${${attribute}}` },
    sk,
  );
