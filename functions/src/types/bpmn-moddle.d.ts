/** The part of bpmn-moddle's API we use (the package ships no types). */
declare module 'bpmn-moddle' {
  interface ParseWarning {
    readonly message: string;
  }
  interface ParseResult {
    readonly rootElement: { readonly $type: string };
    readonly warnings: readonly ParseWarning[];
    /** Every parsed element by its id; `$attrs` holds attributes of unknown namespaces. */
    readonly elementsById?: Readonly<
      Record<string, { readonly $type: string; readonly $attrs?: Readonly<Record<string, string>> }>
    >;
  }
  export default class BpmnModdle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
