import { ROUTES, routeByName } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import {
  cheapestMemory,
  type DurationProfile,
  durationAt,
  FULL_VCPU_MB,
  gbSecondsAt,
  MEMORY_SIZES,
  MINIMUM_MB,
  memoryOf,
  REQUEST_PROFILES,
  requestTypeOf,
} from '../../infra/lib/api/functionMemory.js';

const cpuBound: DurationProfile = { cpuMs: 100, waitMs: 10, tail: 2, p99BudgetMs: 500 };

describe('memory per route function', () => {
  it('stretches CPU time below one vCPU and not above it', () => {
    expect(durationAt(cpuBound, FULL_VCPU_MB)).toBe(110);
    expect(durationAt(cpuBound, FULL_VCPU_MB / 2)).toBeCloseTo(210);
    expect(durationAt(cpuBound, 3008)).toBe(110);
  });

  it('picks the cheapest size whose p99 keeps the budget, not a bigger one', () => {
    // 10 + 100 × 1769 / m ≤ 250 needs m ≥ 737: 768 MB.
    expect(cheapestMemory(cpuBound)).toBe(768);
    expect(gbSecondsAt(cpuBound, 768)).toBeLessThan(gbSecondsAt(cpuBound, 1024));
    // A waiting route gains nothing from memory: the floor is cheapest.
    expect(cheapestMemory({ cpuMs: 2, waitMs: 50, tail: 2, p99BudgetMs: 500 })).toBe(MINIMUM_MB);
  });

  it('keeps a stated minimum and refuses a budget no size can keep', () => {
    expect(cheapestMemory({ ...cpuBound, minimumMb: 2048 })).toBe(2048);
    expect(() => cheapestMemory({ ...cpuBound, p99BudgetMs: 100 })).toThrow('no Lambda size');
  });

  it('gives every route a Lambda size from the table, not one default', () => {
    const sizes = new Set(ROUTES.map(memoryOf));
    for (const size of sizes) expect(MEMORY_SIZES).toContain(size);
    expect(sizes.size).toBeGreaterThan(1);
  });

  it('types routes by what their code does', () => {
    expect(requestTypeOf(routeByName('postAuthenticate'))).toBe('signIn');
    expect(requestTypeOf(routeByName('getUserClients'))).toBe('signedInRead');
    expect(requestTypeOf(routeByName('getBpmn'))).toBe('processList');
    expect(requestTypeOf(routeByName('postParticipationByTokenSubmit'))).toBe('participationSubmit');
    expect(requestTypeOf(routeByName('getUserExport'))).toBe('fileTransfer');
    expect(requestTypeOf(routeByName('postBpmnUpload'))).toBe('fileTransfer');
    expect(requestTypeOf(routeByName('postUserClient'))).toBe('signedInWrite');
    expect(memoryOf(routeByName('postBpmnByUuidReport'))).toBeGreaterThanOrEqual(
      REQUEST_PROFILES.pdfReport.minimumMb ?? 0,
    );
  });
});
