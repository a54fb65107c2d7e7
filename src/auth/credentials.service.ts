import { Injectable } from '@nestjs/common';

import { sha256 } from '../common/hash.js';
import { Transactions } from '../database/transactions.js';
import { workspaceExists } from '../workspaces/workspace.queries.js';
import { credentialByClient, insertCredential, markRevoked, workspaceCredentials } from './credential.queries.js';
import { randomHex } from './secrets.js';
import { deleteCredentialTokens } from './token.queries.js';
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
      if (!(await workspaceExists(manager, workspaceId))) throw new Error(`workspace ${workspaceId} does not exist`);
      await insertCredential(manager, {
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
      if (!(await workspaceExists(manager, workspaceId))) throw new Error(`workspace ${workspaceId} does not exist`);
      const rows = await workspaceCredentials(manager, workspaceId);
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
      const credential = await credentialByClient(manager, clientId);
      if (!credential) throw new Error(`client ${clientId} does not exist`);
      await markRevoked(manager, credential.id, new Date());
      return { credentialId: credential.id, tokensRevoked: await deleteCredentialTokens(manager, credential.id) };
    });
    await this.tokens.forgetCredential(result.credentialId);
    return { client_id: clientId, revoked: true, tokens_revoked: result.tokensRevoked };
  }
}
