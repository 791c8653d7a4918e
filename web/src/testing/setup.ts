import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { takeContractViolations } from './contract-handlers';
import { server } from './server';

// findBy…/waitFor wait for the screen to settle; a shared, busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 15_000 });

// A call no test answers fails the test: a screen that calls a route the test did not expect
// is a change the test has to know about.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // A request the contract rejects fails the test that made it (see contract-handlers).
  const rejected = takeContractViolations();
  server.resetHandlers();
  cleanup();
  sessionStore.clear();
  if (rejected.length > 0) throw new Error(`Anfragen verletzen den Vertrag:\n${rejected.join('\n')}`);
});
afterAll(() => server.close());
