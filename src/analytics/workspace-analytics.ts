import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { WorkspaceLifecycle, type WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession } from './analytics.entities.js';

/** A deleted workspace's events, sessions and rollups. */
@Injectable()
export class WorkspaceAnalytics implements WorkspaceParticipant, OnModuleInit {
  readonly part = 'analytics';

  constructor(private readonly lifecycle: WorkspaceLifecycle) {}

  onModuleInit(): void {
    this.lifecycle.register(this);
  }

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    // Events and sessions are indexed by doc, not by workspace: they go by the workspace's docs.
    const docs = manager
      .createQueryBuilder()
      .subQuery()
      .select('doc.id')
      .from(Edition, 'doc')
      .where('doc.workspace_id = :workspaceId')
      .getQuery();
    for (const entity of [AnalyticsEvent, AnalyticsSession])
      await manager
        .createQueryBuilder()
        .delete()
        .from(entity)
        .where(`edition_id IN ${docs}`, { workspaceId })
        .execute();
    await manager.delete(AnalyticsRollup, { workspace_id: workspaceId });
  }
}
