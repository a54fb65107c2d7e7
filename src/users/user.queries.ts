import type { DataSource, EntityManager } from 'typeorm';

import { WorkspaceScope } from '../common/workspace-scope.js';
import { hotRead } from '../database/hot-reads.js';
import { hydrate } from '../database/hydrate.js';
import { Membership } from './membership.entity.js';
import { User } from './user.entity.js';

/** The workspace's memberships: every read and write of one by id goes through it. */
export const MEMBERSHIPS = new WorkspaceScope(Membership, 'membership');

/*
 * A user's `_computed.num_accounts` (the workspaces they belong to) is the `num_accounts` column
 * of their row, which triggers on `membership` keep (migration AccountCounters): every read that
 * loads the row has it, and a write's transaction sees its own membership changes counted.
 */

// The statement's text is built once, at load: the workspace clause costs a request nothing.
const USER_BY_ID =
  'SELECT user.*, membership.roles AS membership_roles FROM user user ' +
  `INNER JOIN membership membership ON membership.user_id = user.id AND ${MEMBERSHIPS.sql()} WHERE user.id = ?`;

const COUNT_BY_ID = 'SELECT num_accounts FROM user WHERE id = ?';

/** A user of the workspace, with their membership there, in one statement. */
export async function userById(dataSource: DataSource, id: number, workspaceId: number): Promise<User | null> {
  const [row] = (await hotRead(dataSource, USER_BY_ID, [workspaceId, id])) as Record<string, unknown>[];
  if (!row) return null;
  const user = hydrate(dataSource, User, row);
  user.memberships = [hydrate(dataSource, Membership, { roles: row.membership_roles })];
  return user;
}

/** One user's count now, through the given (write's) manager: its own membership changes included. */
export async function membershipCount(manager: EntityManager, userId: number): Promise<number> {
  const [row] = (await manager.query(COUNT_BY_ID, [userId])) as { num_accounts: number | string }[];
  return row ? Number(row.num_accounts) : 0;
}
