import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { DELIVERIES, WEBHOOKS } from './webhook.queries.js';

/** A deleted workspace's webhooks: their deliveries (the outbox and the log), then the endpoints. */
@WorkspaceParticipant('webhooks')
export class WorkspaceWebhooks implements WorkspaceParticipant {
  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await DELIVERIES.deleteAll(manager, { workspaceId });
    await WEBHOOKS.deleteAll(manager, { workspaceId });
  }
}
