import { type DataSource, type EntityManager, IsNull } from 'typeorm';

import { WorkspaceScope } from '../common/workspace-scope.js';
import { hotRead } from '../database/hot-reads.js';
import { ApiCredential } from './api-credential.entity.js';

/** The workspace's API credentials: every read and delete of them by workspace goes through it. */
export const CREDENTIALS = new WorkspaceScope(ApiCredential, 'credential');

/** A client's credential and its workspace's status, in one prepared statement (hot-reads.ts). */
const CREDENTIAL_BY_CLIENT_ID =
  'SELECT c.id AS id, c.workspace_id AS workspace_id, c.secret_hash AS secret_hash, c.revoked_on AS revoked_on, w.status AS status ' +
  'FROM api_credential c INNER JOIN workspace w ON w.id = c.workspace_id WHERE c.client_id = ?';

export interface CredentialRow {
  id: number;
  workspace_id: number;
  secret_hash: string;
  revoked_on: Date | string | null;
  status: string;
}

/** The client's credential with its workspace's status (the token exchange's one read); undefined when unknown. */
export async function credentialByClientId(
  dataSource: DataSource,
  clientId: string,
): Promise<CredentialRow | undefined> {
  const [credential] = (await hotRead(dataSource, CREDENTIAL_BY_CLIENT_ID, [clientId])) as unknown as CredentialRow[];
  return credential;
}

export async function insertCredential(
  manager: EntityManager,
  row: Pick<ApiCredential, 'client_id' | 'secret_hash' | 'workspace_id' | 'created_on' | 'revoked_on'>,
): Promise<void> {
  await manager.insert(ApiCredential, row);
}

/** A workspace's credentials, oldest first: ids and dates, never the secret's digest. */
export function workspaceCredentials(manager: EntityManager, workspaceId: number): Promise<ApiCredential[]> {
  return manager.find(ApiCredential, {
    select: { id: true, client_id: true, workspace_id: true, created_on: true, revoked_on: true },
    where: CREDENTIALS.where({ workspaceId }),
    order: { id: 'ASC' },
  });
}

/** The ids of a workspace's credentials. */
export async function workspaceCredentialIds(manager: EntityManager, workspaceId: number): Promise<number[]> {
  const rows = await manager.find(ApiCredential, { select: { id: true }, where: CREDENTIALS.where({ workspaceId }) });
  return rows.map((credential) => credential.id);
}

export function credentialByClient(manager: EntityManager, clientId: string): Promise<ApiCredential | null> {
  return manager.findOneBy(ApiCredential, { client_id: clientId });
}

/** Marks the credential revoked (once: a revoked one keeps its first date). */
export async function markRevoked(manager: EntityManager, id: number, now: Date): Promise<void> {
  await manager.update(ApiCredential, { id, revoked_on: IsNull() }, { revoked_on: now });
}
