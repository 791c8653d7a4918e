import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A loader of the `handler` exported by `<dir>/<module>.ts` that imports each module once, as
 * Lambda keeps a warm container (the local gateway's routes, the local state machines' tasks).
 */
export function warmHandlers<Handler>(dir: string): (module: string) => Promise<Handler> {
  const loaded = new Map<string, Promise<Handler>>();
  return (module) => {
    let handler = loaded.get(module);
    if (!handler) {
      handler = import(pathToFileURL(join(dir, `${module}.ts`)).href).then(
        (m: { handler: Handler }) => m.handler,
      );
      loaded.set(module, handler);
    }
    return handler;
  };
}
