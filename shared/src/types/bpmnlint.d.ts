/** The part of bpmnlint's API we use (the package ships no types for its rules and configs). */
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

declare module 'bpmnlint/config/recommended.js' {
  const config: { readonly rules: Readonly<Record<string, string>> };
  export default config;
}
