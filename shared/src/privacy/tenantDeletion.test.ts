import { describe, expect, it } from 'vitest';
import {
  confirmsTenantName,
  DEFAULT_TENANT_DELETION_WAITING_DAYS,
  TENANT_DELETION_MESSAGES,
  tenantDeletionDueAt,
  tenantDeletionRequest,
  tenantDeletionWaitingDays,
  tenantUsable,
} from './tenantDeletion.js';

describe('tenant deletion rules', () => {
  it('waits 30 days unless a whole non-negative number of days is configured', () => {
    expect(DEFAULT_TENANT_DELETION_WAITING_DAYS).toBe(30);
    expect(tenantDeletionWaitingDays(undefined)).toBe(30);
    expect(tenantDeletionWaitingDays('')).toBe(30);
    expect(tenantDeletionWaitingDays('7')).toBe(7);
    expect(tenantDeletionWaitingDays('0')).toBe(0);
    for (const wrong of ['-1', '2.5', 'dreißig']) expect(tenantDeletionWaitingDays(wrong)).toBe(30);
  });

  it('is due the waiting period after the request', () => {
    expect(tenantDeletionDueAt(new Date('2026-11-27T08:00:00.000Z'), 30).toISOString()).toBe(
      '2026-12-27T08:00:00.000Z',
    );
  });

  it('is confirmed only by the tenant name, ignoring blanks and case', () => {
    expect(confirmsTenantName('  beispiel ag ', 'Beispiel AG')).toBe(true);
    expect(confirmsTenantName('Beispiel', 'Beispiel AG')).toBe(false);
    expect(confirmsTenantName('Demo GmbH', 'Beispiel AG')).toBe(false);
  });

  it('makes a tenant unusable while its deletion is requested or running', () => {
    expect(tenantUsable({ activeState: true })).toBe(true);
    expect(tenantUsable({ activeState: false })).toBe(false);
    expect(tenantUsable({ activeState: true, deletionState: 'requested' })).toBe(false);
    expect(tenantUsable({ activeState: true, deletionState: 'running' })).toBe(false);
  });

  it('refuses an empty confirmation with a German message', () => {
    const parsed = tenantDeletionRequest.safeParse({ companyName: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TENANT_DELETION_MESSAGES.nameMissing);
    expect(tenantDeletionRequest.safeParse({}).error?.issues[0]?.message).toBe(
      TENANT_DELETION_MESSAGES.nameMissing,
    );
  });
});
