/** Every dotted key to a text in a nested catalogue, e.g. 'users.dialog.added'. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** Values for a text's {{placeholders}}. */
export type TextValues = Readonly<Record<string, string | number>>;

export type NamespaceText<T> = (key: TextKey<T>, values?: TextValues) => string;

/**
 * The text of a dotted key in a nested catalogue with its {{placeholders}} filled. A key without
 * a text gives the key itself and a placeholder without a value stays as written, so a gap is
 * visible on the page instead of an empty spot.
 */
export function textOf<T extends object>(catalogue: T, key: TextKey<T>, values: TextValues = {}): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? withValues(node, values) : key;
}

/** A text with its {{placeholders}} filled; a placeholder without a value stays as written. */
export function withValues(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/**
 * A feature's texts as the typed `t` for its own catalogue, so the shared catalogue stays small.
 * German only and bundled: a text is a lookup, no library and no hook needed.
 */
export function namespaceText<T extends object>(catalogue: T): NamespaceText<T> {
  return (key, values) => textOf(catalogue, key, values);
}
