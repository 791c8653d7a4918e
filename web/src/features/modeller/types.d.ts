declare module 'bpmn-js-i18n/translations/de' {
  const translations: Readonly<Record<string, string>>;
  export default translations;
}

declare module 'bpmn-js-differ' {
  /** A moddle element as the differ reports it. */
  interface DiffElement {
    readonly id?: string;
    readonly name?: string;
    readonly $type: string;
  }
  interface DiffResult {
    readonly _added: Readonly<Record<string, DiffElement>>;
    readonly _removed: Readonly<Record<string, DiffElement>>;
    readonly _changed: Readonly<Record<string, { readonly model: DiffElement }>>;
    readonly _layoutChanged: Readonly<Record<string, DiffElement>>;
  }
  export function diff(oldDefinitions: unknown, newDefinitions: unknown): DiffResult;
}
