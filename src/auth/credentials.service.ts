import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';

import { sha256 } from '../common/hash.js';
import { Transactions } from '../database/transactions.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { AccessToken } from './access-token.entity.js';
import { ApiCredential } from './api-credential.entity.js';
import { CREDENTIALS } from './credential.queries.js';
import { randomHex } from './secrets.js';
import { TokenService } from './token.service.js';

export interface IssuedCredential {
  client_id: string;
  client_secret: string;
  workspace: number;
}

/** Operator-side credential management: create (the secret is shown once) and revoke. */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly tokens: TokenService,
  ) {}

  async create(workspaceId: number): Promise<IssuedCredential> {
    const clientId = randomHex(16);
    const clientSecret = randomHex(32);
    await this.transactions.run(async (manager) => {
      if (!(await manager.existsBy(Workspace, { id: workspaceId })))
        throw new Error(`workspace ${workspaceId} does not exist`);
      await manager.insert(ApiCredential, {
        client_id: clientId,
        secret_hash: sha256(clientSecret),
        workspace_id: workspaceId,
        created_on: new Date(),
        revoked_on: null,
      });
    });
    return { client_id: clientId, client_secret: clientSecret, workspace: workspaceId };
  }

  /**
   * A workspace's credentials, oldest first, for operators (`credential:list`): ids and dates,
   * never a secret or its digest.
   */
  async list(
    workspaceId: number,
  ): Promise<{ client_id: string; workspace: number; created_on: string; revoked_on: string | null }[]> {
    return this.transactions.run(async (manager) => {
      if (!(await manager.existsBy(Workspace, { id: workspaceId })))
        throw new Error(`workspace ${workspaceId} does not exist`);
      const rows = await manager.find(ApiCredential, {
        select: { id: true, client_id: true, workspace_id: true, created_on: true, revoked_on: true },
        where: CREDENTIALS.where({ workspaceId }),
        order: { id: 'ASC' },
      });
      return rows.map((row) => ({
        client_id: row.client_id,
        workspace: row.workspace_id,
        created_on: row.created_on.toISOString(),
        revoked_on: row.revoked_on?.toISOString() ?? null,
      }));
    });
  }

  /**
   * Marks the credential revoked and deletes its tokens, in one transaction. This process forgets
   * them at once; the API's instances as the revocation reaches them through Redis (REDIS_URL),
   * else within TOKEN_CACHE_TTL_MS.
   */
  async revoke(clientId: string): Promise<{ client_id: string; revoked: boolean; tokens_revoked: number }> {
    const result = await this.transactions.run(async (manager) => {
      const credential = await manager.findOneBy(ApiCredential, { client_id: clientId });
      if (!credential) throw new Error(`client ${clientId} does not exist`);
      await manager.update(ApiCredential, { id: credential.id, revoked_on: IsNull() }, { revoked_on: new Date() });
      const deleted = await manager.delete(AccessToken, { credential_id: credential.id });
      return { credentialId: credential.id, tokensRevoked: deleted.affected ?? 0 };
    });
    await this.tokens.forgetCredential(result.credentialId);
    return { client_id: clientId, revoked: true, tokens_revoked: result.tokensRevoked };
  }
}
