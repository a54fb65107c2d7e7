import type { EntityManager } from 'typeorm';

import { WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import { deleteUsers, MEMBERSHIPS, membersLocked } from './user.queries.js';

/** A workspace's members: counted on its resource; on its delete, those with no other membership go too. */
@WorkspaceParticipant('users')
export class WorkspaceMembers implements WorkspaceParticipant {
  readonly tally = { users: `SELECT COUNT(*) FROM membership membership WHERE ${MEMBERSHIPS.sql()}` };

  async purge(manager: EntityManager, workspaceId: number): Promise<void> {
    // Users whose only membership is this one are deleted; a shared user keeps the others. The
    // members' rows are read locked, so none of their memberships can come or go before this
    // commits (the count's triggers update the same rows): a shared user removed from its other
    // workspace at the same moment is seen with the count that removal left, and goes too.
    const members = await membersLocked(manager, workspaceId);
    await deleteUsers(
      manager,
      members.filter((user) => user.num_accounts === 1).map((user) => user.id),
    );
    // The shared users' memberships here, by statement: their counts (num_accounts) are kept by
    // triggers, which MySQL does not run for a foreign key's cascade.
    await MEMBERSHIPS.deleteAll(manager, { workspaceId });
  }
}
