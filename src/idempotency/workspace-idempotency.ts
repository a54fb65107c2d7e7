import { type EntityManager, In } from 'typeorm';

import { ApiCredential } from '../auth/api-credential.entity.js';
import { CREDENTIALS } from '../auth/credential.queries.js';
import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** A deleted workspace's idempotency keys: they hang off its credentials without a foreign key, so they go by hand, first. */
@WorkspaceParticipant('idempotency')
export class WorkspaceIdempotency implements WorkspaceParticipant {
  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    const credentials = await manager.find(ApiCredential, {
      select: { id: true },
      where: CREDENTIALS.where({ workspaceId }),
    });
    const ids = credentials.map((credential) => credential.id);
    for (let at = 0; at < ids.length; at += 500)
      await manager.delete(IdempotencyKey, { credential_id: In(ids.slice(at, at + 500)) });
  }
}
