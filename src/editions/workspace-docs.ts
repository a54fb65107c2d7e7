import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { EDITIONS, PAGES } from './edition.queries.js';

/** A workspace's docs: counted on its resource; on its delete, their pages and then the docs. */
@WorkspaceParticipant('editions')
export class WorkspaceDocs implements WorkspaceParticipant {
  readonly tally = { editions: `SELECT COUNT(*) FROM edition edition WHERE ${EDITIONS.sql()}` };

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await PAGES.deleteAll(manager, { workspaceId });
    await EDITIONS.deleteAll(manager, { workspaceId });
  }
}
