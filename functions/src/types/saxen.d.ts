/** The part of saxen (the XML parser under bpmn-moddle) that the functions and the tests' XML comparison use. */
declare module 'saxen' {
  type Attrs = () => Record<string, string>;
  type Context = () => { readonly line: number; readonly column: number; readonly data: string };
  interface Handlers {
    openTag: (
      name: string,
      attrs: Attrs,
      decode: (s: string) => string,
      selfClosing: boolean,
      context: Context,
    ) => void;
    closeTag: (name: string, decode: (s: string) => string, selfClosing: boolean, context: Context) => void;
    text: (text: string, decode: (s: string) => string, context: Context) => void;
    cdata: (text: string, context: Context) => void;
    comment: (text: string, decode: (s: string) => string, context: Context) => void;
    question: (text: string, context: Context) => void;
    attention: (text: string, decode: (s: string) => string, context: Context) => void;
    error: (error: Error, context: Context) => void;
    warn: (error: Error, context: Context) => void;
  }
  export class Parser {
    /** Maps namespace URIs to the prefix element names are reported with, whatever prefix a file uses. */
    ns(uriToPrefix: Record<string, string>): this;
    on<K extends keyof Handlers>(event: K, handler: Handlers[K]): this;
    parse(xml: string): this;
    stop(): void;
  }
}
