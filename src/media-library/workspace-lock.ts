import type { EntityManager } from 'typeorm';

import { lockRow, takesRowLocks } from '../database/locks.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/**
 * Serialises the writes that change a workspace's folder tree or put files into it: a move that
 * could close a cycle, a delete that checks a folder is empty, an upload into that folder. On
 * MySQL the workspace row is locked until the transaction ends; on SQLite the Transactions queue
 * already runs one unit of work at a time.
 */
export async function lockWorkspaceTree(manager: EntityManager, workspaceId: number): Promise<void> {
  if (!takesRowLocks(manager)) return;
  await lockRow(
    manager
      .getRepository(Workspace)
      .createQueryBuilder('workspace')
      .select('workspace.id')
      .where('workspace.id = :workspaceId', { workspaceId }),
  );
}
