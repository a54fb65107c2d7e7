import { Inject } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { SHARES } from './analytics.queries.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';

/** A deleted workspace's events, sessions and rollups (in whichever store holds them) and dashboard shares. */
@WorkspaceParticipant('analytics')
export class WorkspaceAnalytics implements WorkspaceParticipant {
  constructor(@Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore) {}

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await this.store.purgeWorkspace(manager, workspaceId);
    await SHARES.deleteAll(manager, { workspaceId });
  }
}
