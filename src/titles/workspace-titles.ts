import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { TITLES } from './title.queries.js';

/** A workspace's projects: counted on its resource, deleted with it (after their docs). */
@WorkspaceParticipant('titles')
export class WorkspaceTitles implements WorkspaceParticipant {
  readonly tally = { titles: `SELECT COUNT(*) FROM title title WHERE ${TITLES.sql()}` };

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    await TITLES.deleteAll(manager, { workspaceId });
  }
}
