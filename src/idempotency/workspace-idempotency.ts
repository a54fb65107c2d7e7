import type { EntityManager } from 'typeorm';

import { workspaceCredentialIds } from '../auth/credential.queries.js';
import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { deleteCredentialsKeys } from './idempotency.queries.js';

/** A deleted workspace's idempotency keys: they hang off its credentials without a foreign key, so they go by hand, first. */
@WorkspaceParticipant('idempotency')
export class WorkspaceIdempotency implements WorkspaceParticipant {
  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await deleteCredentialsKeys(manager, await workspaceCredentialIds(manager, workspaceId));
  }
}
