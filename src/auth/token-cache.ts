import type { Principal } from '../common/auth/principal.js';

interface Entry {
  principal: Principal;
  /** Epoch ms after which the database must be asked again. */
  until: number;
}

/**
 * Live tokens already checked against the database, so a request does not pay a round trip to
 * learn what it learned a moment ago. An entry lives at most `ttlMs` (and never past the token's
 * own expiry), so a revocation made anywhere (the CLI, another instance) takes effect within
 * `ttlMs`; one made through this process's CredentialsService evicts at once. Least recently
 * used entries go first once `maxEntries` is reached. Failed lookups are never cached.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.until <= now) return undefined;
    // Re-inserting moves the entry to the young end of the Map's insertion order.
    this.entries.set(token, entry);
    return entry.principal;
  }

  set(token: string, principal: Principal, expiresAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(now + this.ttlMs, expiresAt);
    if (until <= now) return;
    this.entries.delete(token);
    this.entries.set(token, { principal, until });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  forgetCredential(credentialId: number): void {
    for (const [token, entry] of this.entries)
      if (entry.principal.credentialId === credentialId) this.entries.delete(token);
  }

  forgetWorkspace(workspaceId: number): void {
    for (const [token, entry] of this.entries)
      if (entry.principal.workspaceId === workspaceId) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
