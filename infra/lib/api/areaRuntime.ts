import type { Area } from '@prozesspuls/shared';

/** Memory is chosen per route function (api/functionMemory.ts), not per area. */
export interface AreaRuntime {
  readonly timeoutSeconds: number;
  /** Caps parallel executions (protects the account from a burst of Chromium renders). */
  readonly reservedConcurrency?: number;
  /** The Chromium in @sparticuz/chromium is an x86-64 build; everything else runs on arm64. */
  readonly x86?: boolean;
}

const DEFAULT_RUNTIME: AreaRuntime = { timeoutSeconds: 10 };

/**
 * Areas whose functions need more than the defaults. Reports run headless Chromium: it needs
 * some seconds for a cold start (unpacking the browser).
 */
const AREA_RUNTIMES: Partial<Record<Area, AreaRuntime>> = {
  reports: { timeoutSeconds: 60, reservedConcurrency: 5, x86: true },
};

export function runtimeOf(area: Area): AreaRuntime {
  return AREA_RUNTIMES[area] ?? DEFAULT_RUNTIME;
}
