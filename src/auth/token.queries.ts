import { type DataSource, type EntityManager, LessThan } from 'typeorm';

import { Workspace } from '../workspaces/workspace.entity.js';
import { AccessToken } from './access-token.entity.js';
import { ApiCredential } from './api-credential.entity.js';

/**
 * The live token with this digest, of a credential not revoked, in an active workspace; undefined
 * otherwise.
 */
export function liveToken(
  dataSource: DataSource,
  tokenHash: string,
  now: Date,
): Promise<{ credential_id: number; workspace_id: number; expires_on: Date | string } | undefined> {
  return dataSource
    .getRepository(AccessToken)
    .createQueryBuilder('t')
    .innerJoin(ApiCredential, 'c', 'c.id = t.credential_id AND c.revoked_on IS NULL')
    .innerJoin(Workspace, 'w', "w.id = t.workspace_id AND w.status = 'active'")
    .select(['t.credential_id AS credential_id', 't.workspace_id AS workspace_id', 't.expires_on AS expires_on'])
    .where('t.token_hash = :hash', { hash: tokenHash })
    .andWhere('t.expires_on > :now', { now })
    .getRawOne<{ credential_id: number; workspace_id: number; expires_on: Date | string }>();
}

/** Deletes the tokens expired by `now`; how many. */
export async function deleteExpiredTokens(manager: EntityManager, now: Date): Promise<number> {
  const result = await manager.delete(AccessToken, { expires_on: LessThan(now) });
  return result.affected ?? 0;
}

/** Deletes a credential's tokens; how many. */
export async function deleteCredentialTokens(manager: EntityManager, credentialId: number): Promise<number> {
  const result = await manager.delete(AccessToken, { credential_id: credentialId });
  return result.affected ?? 0;
}
