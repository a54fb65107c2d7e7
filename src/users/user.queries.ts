import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { hotRead } from '../database/hot-reads.js';
import { hydrate } from '../database/hydrate.js';
import { Membership } from './membership.entity.js';
import { User } from './user.entity.js';

/**
 * How a user's `_computed.num_accounts` (the workspaces they belong to) is read, written once:
 * GET (one statement with the row and the caller's membership), lists, the ETag precondition of a
 * write, the operator commands, and the benchmark's raw baseline (`bench/sql.ts`).
 */
export function membershipCountExpression(alias: string): string {
  return `(SELECT COUNT(*) FROM membership c WHERE c.user_id = ${alias}.id)`;
}

const USER_BY_ID =
  `SELECT user.*, membership.roles AS membership_roles, ${membershipCountExpression('user')} AS num_accounts FROM user user ` +
  'INNER JOIN membership membership ON membership.user_id = user.id AND membership.workspace_id = ? WHERE user.id = ?';

const COUNT_BY_ID = `SELECT ${membershipCountExpression('user')} AS num_accounts FROM user user WHERE user.id = ?`;

/** A user of the workspace (their membership there joined) and their count, in one statement. */
export async function userById(dataSource: DataSource, id: number, workspaceId: number): Promise<{ user: User; count: number } | null> {
  const [row] = (await hotRead(dataSource, USER_BY_ID, [workspaceId, id])) as Record<string, unknown>[];
  if (!row) return null;
  const user = hydrate(dataSource, User, row);
  user.memberships = [hydrate(dataSource, Membership, { roles: row.membership_roles })];
  return { user, count: Number(row.num_accounts) };
}

/** A page of users with their counts, in the page's own statement. */
export async function usersWithCounts(qb: SelectQueryBuilder<User>): Promise<{ user: User; count: number }[]> {
  const { entities, raw } = await qb
    .addSelect(membershipCountExpression(qb.alias), 'num_accounts')
    .getRawAndEntities<{ user_id: number | string; num_accounts: number | string }>();
  const counts = new Map(raw.map((row) => [Number(row.user_id), Number(row.num_accounts)]));
  return entities.map((user) => ({ user, count: counts.get(user.id) ?? 1 }));
}

/** One user's count now, through the given (write's) manager. */
export async function membershipCount(manager: EntityManager, userId: number): Promise<number> {
  const [row] = (await manager.query(COUNT_BY_ID, [userId])) as { num_accounts: number | string }[];
  return row ? Number(row.num_accounts) : 0;
}
