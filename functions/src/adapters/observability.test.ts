import { describe, expect, it } from 'vitest';
import { tracer, tracingEnabled } from './observability.js';

describe('tracingEnabled', () => {
  it('traces in Lambda', () => {
    expect(tracingEnabled({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' })).toBe(true);
  });

  it('does not trace outside Lambda, in the SAM or Amplify emulators, or when switched off', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', AWS_SAM_LOCAL: 'true' })).toBe(false);
    expect(tracingEnabled({ AWS_EXECUTION_ENV: 'AWS_Lambda_amplify-mock' })).toBe(false);
    expect(
      tracingEnabled({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'FALSE' }),
    ).toBe(false);
  });

  it('loads no tracer where tracing is off', () => {
    expect(tracingEnabled()).toBe(false);
    expect(tracer).toBeUndefined();
  });
});
