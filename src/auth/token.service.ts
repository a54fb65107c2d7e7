import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { sha256 } from '../common/hash.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { AccessToken } from './access-token.entity.js';
import { credentialByClientId } from './credential.queries.js';
import type { RevocationChannel } from './revocations.js';
import { randomHex, sameDigest } from './secrets.js';
import { deleteExpiredTokens, liveToken } from './token.queries.js';
import { TokenCache } from './token-cache.js';

export interface IssuedToken {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: null;
}

const TOKEN = /^[0-9a-f]{40}$/;

/** The shape of an access token: only such a string is ever looked up. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN.test(token);
}
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Nest's token for the RevocationChannel (revocations.ts) the API's TokenService publishes on. */
export const REVOCATIONS = Symbol('RevocationChannel');

/** Client-credentials exchange and bearer token verification. */
@Injectable()
export class TokenService implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: TokenCache;
  private readonly logger = new Logger('TokenService');
  private lastPurge = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
    // Always there in the API (a no-op without REDIS_URL); the CLI passes one only with Redis,
    // and loads neither it nor the Redis client otherwise (a token, not the class, for Nest).
    @Optional() @Inject(REVOCATIONS) private readonly revocations?: RevocationChannel,
  ) {
    this.cache = new TokenCache(config.TOKEN_CACHE_TTL_MS);
  }

  /** In the API (not the CLI, which only publishes): evict what any process revokes, as it happens. */
  onModuleInit(): void {
    if (!this.config.workers) return;
    this.revocations?.subscribe((revocation) => {
      if ('credential' in revocation) this.cache.forgetCredential(revocation.credential);
      else this.cache.forgetWorkspace(revocation.workspace);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.revocations?.close();
  }

  /**
   * Returns null when the client is unknown, revoked or the secret is wrong: one answer for all.
   * Only a caller who proved the secret learns that the workspace is suspended (a 400
   * `invalid_client` problem, thrown).
   */
  async issue(clientId: string, clientSecret: string): Promise<IssuedToken | null> {
    const credential = await credentialByClientId(this.dataSource, clientId);
    const presented = sha256(clientSecret);
    // Compare even when the client is unknown, so timing does not tell which part was wrong.
    const matches = sameDigest(presented, credential?.secret_hash ?? '0'.repeat(64));
    if (!credential || !matches || credential.revoked_on) return null;
    if (credential.status !== 'active')
      throw new ProblemException(400, 'The workspace is suspended', { title: 'invalid_client' });

    const token = randomHex(20);
    const now = new Date();
    const ttl = this.config.TOKEN_TTL_SECONDS;
    await this.transactions.insert(AccessToken, {
      token_hash: sha256(token),
      credential_id: Number(credential.id),
      workspace_id: Number(credential.workspace_id),
      expires_on: new Date(now.getTime() + ttl * 1000),
      created_on: now,
    });
    this.purgeSometimes(now);
    return { access_token: token, expires_in: ttl, token_type: 'Bearer', scope: null };
  }

  /**
   * Expired tokens are garbage; deleting them bounds the table. At most every ten minutes, after
   * an issue and off its path (as idempotency keys are purged), rather than a DELETE in every
   * exchange: the table then holds at most ten minutes of expired tokens beyond the live ones.
   */
  private purgeSometimes(now: Date): void {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    this.purgeExpired(now).catch((error: unknown) =>
      this.logger.warn(`could not purge expired tokens: ${String(error)}`),
    );
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return this.transactions.run((manager) => deleteExpiredTokens(manager, now));
  }

  /**
   * The principal a live token grants, or null. A revoked credential's tokens are deleted; a
   * suspended workspace's grant nothing. A token seen live within TOKEN_CACHE_TTL_MS is answered
   * from memory (see TokenCache).
   */
  async verify(token: string): Promise<Principal | null> {
    if (!isWellFormedToken(token)) return null;
    const cached = this.cache.get(token);
    if (cached) return cached;
    const now = new Date();
    const row = await liveToken(this.dataSource, sha256(token), now);
    if (!row) return null;
    const principal: Principal = Object.freeze({
      credentialId: Number(row.credential_id),
      workspaceId: Number(row.workspace_id),
    });
    this.cache.set(token, principal, expiryTime(row.expires_on), now.getTime());
    return principal;
  }

  /**
   * Called once a revocation has committed: its tokens stop working here at once, and, with
   * Redis, on every instance as the message reaches it.
   */
  async forgetCredential(credentialId: number): Promise<void> {
    this.cache.forgetCredential(credentialId);
    await this.revocations?.publish({ credential: credentialId });
  }

  /** Called once a workspace is suspended or deleted: the same, for all of its tokens. */
  async forgetWorkspace(workspaceId: number): Promise<void> {
    this.cache.forgetWorkspace(workspaceId);
    await this.revocations?.publish({ workspace: workspaceId });
  }
}

/** A raw datetime(3): a Date from mysql2 (timezone Z), UTC text from SQLite. */
function expiryTime(value: Date | string): number {
  if (value instanceof Date) return value.getTime();
  return Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}
