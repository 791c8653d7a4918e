/** A lazy screen's code did not arrive (timeout or network), named as webpack and the spec name it. */
export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk failed') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with `onTimeout()` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// What browsers throw when a dynamic import fails (Chromium, Safari, Firefox).
const DYNAMIC_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];

/** True for errors that mean "the screen's code could not be loaded" rather than a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return DYNAMIC_IMPORT_FAILURES.some((text) => error.message.includes(text));
}
