/**
 * Tokens whose signature was checked, remembered by their exact text until they expire, so a
 * client repeating its token costs a map lookup instead of an HMAC (and instead of fast-jwt's own
 * cache, which hashes the token on every request). Bounded: the least recently used is dropped.
 *
 * Only the signature and expiry are remembered. Revocation (logout, renewal, a user deleted,
 * un-approved or re-passworded) is checked on every request against the principal cache, so a
 * remembered token of a revoked session is still refused (src/plugins/auth.ts).
 */
export interface TokenClaims {
  exp?: number;
  [claim: string]: unknown;
}

export class VerifiedTokens<T extends TokenClaims> {
  private readonly tokens = new Map<string, { claims: T; expiresAt: number }>();
  /** The most recently used token (last in the map's order): using it again moves nothing. */
  private newest: string | undefined;
  /** Its entry: a repeat of the newest token is answered by one string comparison, no hashing. */
  private newestEntry: { claims: T; expiresAt: number } | undefined;

  constructor(
    /** Checks signature and expiry; throws when the token is not valid. */
    private readonly verify: (token: string) => T,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's claims, or throws (bad signature, expired, malformed). */
  claims(token: string): T {
    const newest = this.newestEntry;
    if (newest !== undefined && token === this.newest && this.now() < newest.expiresAt) return newest.claims;
    const known = this.tokens.get(token);
    if (known) {
      if (this.now() < known.expiresAt) {
        // Most recently used last: the oldest is the first in the map's order. A client repeating
        // its token (the usual case) is already last, which spares a delete and a set per request.
        if (token !== this.newest) {
          this.tokens.delete(token);
          this.tokens.set(token, known);
          this.newest = token;
          this.newestEntry = known;
        }
        return known.claims;
      }
      this.tokens.delete(token);
      if (token === this.newest) this.newest = this.newestEntry = undefined;
    }
    const claims = this.verify(token);
    // A token without an expiry is never remembered (ours always carry one).
    if (typeof claims.exp === 'number') {
      const entry = { claims, expiresAt: claims.exp * 1000 };
      this.tokens.set(token, entry);
      this.newest = token;
      this.newestEntry = entry;
      if (this.tokens.size > this.max) {
        const oldest = this.tokens.keys().next();
        if (!oldest.done) {
          this.tokens.delete(oldest.value);
          if (oldest.value === this.newest) this.newest = this.newestEntry = undefined;
        }
      }
    }
    return claims;
  }

  get size(): number {
    return this.tokens.size;
  }
}
