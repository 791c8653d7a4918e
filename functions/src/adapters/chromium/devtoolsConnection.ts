import type { ProtocolMapping } from 'devtools-protocol/types/protocol-mapping.js';

type Commands = ProtocolMapping.Commands;
/** A command's parameters: its single (possibly optional) argument, or nothing. */
export type ParamsOf<M extends keyof Commands> = Commands[M]['paramsType'] extends [infer P]
  ? P
  : Commands[M]['paramsType'] extends [(infer P)?]
    ? P | undefined
    : undefined;
export type ResultOf<M extends keyof Commands> = Commands[M]['returnType'];

/** An event Chromium sent, for the browser (no session) or for one attached page. */
export interface DevtoolsEvent {
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly sessionId?: string;
}

interface Waiting {
  readonly method: string;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

interface Incoming {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly sessionId?: string;
  readonly result?: unknown;
  readonly error?: { readonly message?: string; readonly data?: string };
}

/** Long enough for printing a large diagram; a browser that does not answer by then is stuck. */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * The Chrome DevTools Protocol over one transport: numbered commands answered by id, and events.
 * Once closed, every waiting and every later command fails with the reason.
 */
export class DevtoolsConnection {
  readonly #write: (message: string) => void;
  readonly #waiting = new Map<number, Waiting>();
  readonly #listeners = new Set<(event: DevtoolsEvent) => void>();
  #nextId = 1;
  #closedBecause: Error | undefined;

  constructor(write: (message: string) => void) {
    this.#write = write;
  }

  send<M extends keyof Commands>(
    method: M,
    params: ParamsOf<M>,
    options: { readonly sessionId?: string; readonly timeoutMs?: number } = {},
  ): Promise<ResultOf<M>> {
    if (this.#closedBecause) return Promise.reject(this.#closedBecause);
    const id = this.#nextId++;
    return new Promise<ResultOf<M>>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error(`${method} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#waiting.set(id, { method, resolve: resolve as (result: unknown) => void, reject, timer });
      this.#write(JSON.stringify({ id, method, params: params ?? {}, sessionId: options.sessionId }));
    });
  }

  /** Calls `listener` for every event until the returned function is called. */
  onEvent(listener: (event: DevtoolsEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Handles one message from the browser. */
  receive(text: string): void {
    const message = JSON.parse(text) as Incoming;
    if (message.id !== undefined) {
      const waiting = this.#waiting.get(message.id);
      if (!waiting) return;
      this.#waiting.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) {
        const detail = [message.error.message, message.error.data].filter(Boolean).join(': ');
        waiting.reject(new Error(`${waiting.method} failed: ${detail}`));
      } else waiting.resolve(message.result);
      return;
    }
    if (message.method === undefined) return;
    const event: DevtoolsEvent = {
      method: message.method,
      params: message.params ?? {},
      ...(message.sessionId ? { sessionId: message.sessionId } : {}),
    };
    for (const listener of this.#listeners) listener(event);
  }

  close(reason: Error): void {
    if (this.#closedBecause) return;
    this.#closedBecause = reason;
    for (const waiting of this.#waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(reason);
    }
    this.#waiting.clear();
    this.#listeners.clear();
  }

  get closed(): boolean {
    return this.#closedBecause !== undefined;
  }
}
