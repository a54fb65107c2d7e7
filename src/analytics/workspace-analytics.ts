import { Inject, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type ContentDeleted, WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { GOALS, SHARES } from './analytics.queries.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';

/**
 * A deleted workspace's events, sessions and rollups (in whichever store holds them) dashboard
 * shares and goals; a deleted doc's or project's, once its delete committed.
 */
@WorkspaceParticipant('analytics')
export class WorkspaceAnalytics implements WorkspaceParticipant {
  private readonly logger = new Logger('WorkspaceAnalytics');

  constructor(@Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore) {}

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await this.store.purgeWorkspace(manager, workspaceId);
    await SHARES.deleteAll(manager, { workspaceId });
    // A goal's recorded conversions go with it (foreign key cascade).
    await GOALS.deleteAll(manager, { workspaceId });
  }

  async afterContentDelete(deleted: ContentDeleted): Promise<void> {
    try {
      await this.store.purgeDeleted(deleted);
    } catch (error) {
      // The delete stands; the rollup worker's sweep removes these rows when the store is back.
      this.logger.warn(
        `analytics of deleted content not removed yet: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
