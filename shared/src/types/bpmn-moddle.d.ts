/** The part of bpmn-moddle's API we use (the package ships no types). */
declare module 'bpmn-moddle' {
  interface ParseWarning {
    readonly message: string;
  }
  /** A parsed or created element; properties as the BPMN meta-model names them. */
  interface ModdleElement {
    readonly $type: string;
    /** Attributes of unknown namespaces. */
    readonly $attrs?: Readonly<Record<string, string>>;
    $instanceOf(type: string): boolean;
    [property: string]: unknown;
  }
  interface ParseResult {
    readonly rootElement: ModdleElement;
    readonly warnings: readonly ParseWarning[];
    /** Every parsed element by its id. */
    readonly elementsById?: Readonly<Record<string, ModdleElement>>;
  }
  /** A moddle package descriptor (extension namespaces such as ProzessPuls' own). */
  type PackageDescriptor = Readonly<Record<string, unknown>>;
  export default class BpmnModdle {
    constructor(packages?: Readonly<Record<string, PackageDescriptor>>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { readonly format?: boolean }): Promise<{ readonly xml: string }>;
    create(type: string, properties?: Readonly<Record<string, unknown>>): ModdleElement;
  }
}
