import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable, messageOf } from './api-error';

describe('messageOf', () => {
  it("prefers the server's German message", () => {
    expect(messageOf(new ApiError(401, 'E-Mail-Adresse oder Passwort ist falsch.'), 'x')).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
  });

  it('falls back when there is no server message', () => {
    expect(messageOf(new ApiError(500), 'Ein Fehler ist aufgetreten')).toBe('Ein Fehler ist aufgetreten');
    expect(messageOf(new Error('boom'), 'Ein Fehler ist aufgetreten')).toBe('Ein Fehler ist aufgetreten');
  });
});

describe('isRetryable', () => {
  it('retries network and server failures only', () => {
    expect(isRetryable(new ApiError(0))).toBe(true);
    expect(isRetryable(new ApiError(503))).toBe(true);
    expect(isRetryable(new ApiError(403))).toBe(false);
    expect(isRetryable(new ApiError(404))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
