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

declare module 'bpmnlint' {
  /** One finding of a rule: the element's id and bpmnlint's (English) message. */
  interface LintReport {
    readonly id?: string;
    readonly message: string;
  }
  interface Resolver {
    resolveRule(pkg: string, ruleName: string): unknown;
    resolveConfig(pkg: string, configName: string): unknown;
  }
  export class Linter {
    constructor(options: { config: { rules: Readonly<Record<string, string>> }; resolver: Resolver });
    lint(definitions: unknown): Promise<Record<string, LintReport[]>>;
  }
}

declare module 'bpmnlint/rules/*' {
  const rule: (config?: unknown) => unknown;
  export default rule;
}

declare module 'bpmnlint/config/recommended' {
  const config: { readonly rules: Readonly<Record<string, string>> };
  export default config;
}
