import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { AnalyticsEvent, AnalyticsSession } from './analytics.entities.js';
import { ROLLUPS, SHARES } from './analytics.queries.js';

/** A deleted workspace's events, sessions, rollups and dashboard shares. */
@WorkspaceParticipant('analytics')
export class WorkspaceAnalytics implements WorkspaceParticipant {
  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    // Events and sessions are indexed by doc, not by workspace: they go by the workspace's docs.
    const [condition, parameters] = EDITIONS.condition({ workspaceId }, 'doc');
    const docs = manager
      .createQueryBuilder()
      .subQuery()
      .select('doc.id')
      .from(Edition, 'doc')
      .where(condition)
      .getQuery();
    for (const entity of [AnalyticsEvent, AnalyticsSession])
      await manager.createQueryBuilder().delete().from(entity).where(`edition_id IN ${docs}`, parameters).execute();
    await ROLLUPS.deleteAll(manager, { workspaceId });
    await SHARES.deleteAll(manager, { workspaceId });
  }
}
