import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession } from './analytics.entities.js';

/** A deleted workspace's events, sessions and rollups. */
@WorkspaceParticipant('analytics')
export class WorkspaceAnalytics implements WorkspaceParticipant {
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
