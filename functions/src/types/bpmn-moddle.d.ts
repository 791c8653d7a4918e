/** The part of bpmn-moddle's API we use (the package ships no types). */
declare module 'bpmn-moddle' {
  interface ParseWarning {
    readonly message: string;
  }
  interface ParseResult {
    readonly rootElement: { readonly $type: string };
    readonly warnings: readonly ParseWarning[];
  }
  export default class BpmnModdle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
