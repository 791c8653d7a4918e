import type { ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/config/constants';
import { ChunkLoadError, withTimeout } from '@/lib/chunk-load';

/** A route module: each lazy page exports its `Component`. */
export interface RouteModule {
  readonly Component: ComponentType;
}

/**
 * React Router `lazy` for a page module. A module that has not arrived after 120 s fails with a
 * ChunkLoadError, which the route's error boundary shows with a reload button.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await withTimeout(load(), LAZY_LOAD_TIMEOUT_MS, () => new ChunkLoadError());
    return { Component: module.Component };
  };
}
