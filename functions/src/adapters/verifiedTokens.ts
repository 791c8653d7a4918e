/**
 * Per container: the claims of access tokens whose signature and claims were verified here, until
 * each token expires. A browser sends the same token with every request for up to an hour, and
 * checking its RSA signature again each time was the largest part of a warm request's own work.
 * Only a byte-identical token is found; nothing a verification decides can change before the
 * token's `exp` (the issuer's keys are cached as long). Whether the session is still valid after a
 * password reset is decided per request elsewhere, never here. Bounded: the token verified
 * longest ago goes first.
 */
export class VerifiedTokenCache<Claims> {
  private readonly byToken = new Map<string, { readonly claims: Claims; readonly expiresAtMs: number }>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly limit = 1_000,
  ) {}

  /** The claims of `token` while it has not expired, else undefined. */
  get(token: string): Claims | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.expiresAtMs) return entry.claims;
    this.byToken.delete(token);
    return undefined;
  }

  /** Remembers a verified token's claims until `exp` (epoch s); a token without one is not kept. */
  put(token: string, claims: Claims, exp: number | undefined): void {
    if (exp === undefined || !Number.isFinite(exp)) return;
    this.byToken.delete(token);
    this.byToken.set(token, { claims, expiresAtMs: exp * 1000 });
    if (this.byToken.size > this.limit) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.byToken.delete(oldest);
    }
  }

  get size(): number {
    return this.byToken.size;
  }
}
