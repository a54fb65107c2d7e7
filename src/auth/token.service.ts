import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { ApiCredential } from './api-credential.entity.js';
import { AccessToken } from './access-token.entity.js';
import type { Principal } from './principal.js';
import { randomHex, sameDigest, sha256 } from './secrets.js';

export interface IssuedToken {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: null;
}

/** Client-credentials exchange and bearer token verification. */
@Injectable()
export class TokenService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
  ) {}

  /** Returns null when the client is unknown, revoked or the secret is wrong: one answer for all. */
  async issue(clientId: string, clientSecret: string): Promise<IssuedToken | null> {
    const credential = await this.dataSource.getRepository(ApiCredential).findOneBy({ client_id: clientId });
    const presented = sha256(clientSecret);
    // Compare even when the client is unknown, so timing does not tell which part was wrong.
    const matches = sameDigest(presented, credential?.secret_hash ?? '0'.repeat(64));
    if (!credential || !matches || credential.revoked_on) return null;

    const token = randomHex(20);
    const now = new Date();
    const ttl = this.config.TOKEN_TTL_SECONDS;
    await this.transactions.run(async (manager) => {
      // Expired tokens of this client are garbage; clearing them here bounds the table.
      await manager.delete(AccessToken, { credential_id: credential.id, expires_on: LessThan(now) });
      await manager.insert(AccessToken, {
        token_hash: sha256(token),
        credential_id: credential.id,
        workspace_id: credential.workspace_id,
        expires_on: new Date(now.getTime() + ttl * 1000),
        created_on: now,
      });
    });
    return { access_token: token, expires_in: ttl, token_type: 'Bearer', scope: null };
  }

  /** The principal a live token grants, or null. A revoked credential's tokens are deleted. */
  async verify(token: string): Promise<Principal | null> {
    if (!/^[0-9a-f]{40}$/.test(token)) return null;
    const row = await this.dataSource
      .getRepository(AccessToken)
      .createQueryBuilder('t')
      .innerJoin(ApiCredential, 'c', 'c.id = t.credential_id AND c.revoked_on IS NULL')
      .select(['t.credential_id AS credential_id', 't.workspace_id AS workspace_id'])
      .where('t.token_hash = :hash', { hash: sha256(token) })
      .andWhere('t.expires_on > :now', { now: new Date() })
      .getRawOne<{ credential_id: number; workspace_id: number }>();
    return row ? { credentialId: Number(row.credential_id), workspaceId: Number(row.workspace_id) } : null;
  }
}
