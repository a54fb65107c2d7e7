import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { hotRead } from '../database/hot-reads.js';
import { hydrate, hydrateColumn } from '../database/hydrate.js';
import { forUpdate, lockOption } from '../database/locks.js';
import { Membership } from './membership.entity.js';
import type { RoleName } from './roles.js';
import { User } from './user.entity.js';

/** The workspace's memberships: every read and write of one by id goes through it. */
export const MEMBERSHIPS = new WorkspaceScope(Membership, 'membership');

/*
 * A user's `_computed.num_accounts` (the workspaces they belong to) is the `num_accounts` column
 * of their row, which triggers on `membership` keep (migration AccountCounters): every read that
 * loads the row has it, and a write's transaction sees its own membership changes counted.
 */

// The statements' text is built once, at load: the workspace clause costs a request nothing.
const FROM_USER_IN_WORKSPACE =
  ' FROM user user ' +
  `INNER JOIN membership membership ON membership.user_id = user.id AND ${MEMBERSHIPS.sql()} WHERE user.id = ?`;
const USER_BY_ID = `SELECT user.*, membership.roles AS membership_roles${FROM_USER_IN_WORKSPACE}`;
/** What a user's representation key needs and no more: three columns to parse, not the row's seventeen. */
const USER_VERSION_BY_ID = `SELECT user.row_version, user.created_on, membership.roles AS membership_roles${FROM_USER_IN_WORKSPACE}`;

const COUNT_BY_ID = 'SELECT num_accounts FROM user WHERE id = ?';

/** A user's version in a workspace: what their representation key is made of. */
export interface UserVersion {
  /** The row's version and creation time (ms): with the roles, the representation key. */
  rowVersion: number;
  createdMs: number;
  /** The roles of the membership in the workspace asked about. */
  roles: RoleName[];
}

/** A user read by id: their version, and the row hydrated only when asked. */
export interface UserRead extends UserVersion {
  /** The row as an entity with that one membership (hydrated on the call). */
  user(): User;
}

/**
 * The version of a user of the workspace (null when there is none): a GET by id whose bytes are
 * held at that version reads no more of the row (common/http/shared-representation.ts).
 */
export async function userVersion(
  dataSource: DataSource,
  id: number,
  workspaceId: number,
): Promise<UserVersion | null> {
  const [row] = (await hotRead(dataSource, USER_VERSION_BY_ID, [workspaceId, id])) as Record<string, unknown>[];
  return row ? versionOf(dataSource, row, hydrate(dataSource, Membership, { roles: row.membership_roles })) : null;
}

/** A user of the workspace, with their membership there, in one statement; the entity is hydrated only when asked for. */
export async function userById(dataSource: DataSource, id: number, workspaceId: number): Promise<UserRead | null> {
  const [row] = (await hotRead(dataSource, USER_BY_ID, [workspaceId, id])) as Record<string, unknown>[];
  if (!row) return null;
  const membership = hydrate(dataSource, Membership, { roles: row.membership_roles });
  return {
    ...versionOf(dataSource, row, membership),
    user: () => {
      const user = hydrate(dataSource, User, row);
      user.memberships = [membership];
      return user;
    },
  };
}

function versionOf(dataSource: DataSource, row: Record<string, unknown>, membership: Membership): UserVersion {
  return {
    rowVersion: Number(row.row_version),
    createdMs: (hydrateColumn(dataSource, User, row, 'created_on') as Date).getTime(),
    roles: membership.roles,
  };
}

/** One user's count now, through the given (write's) manager: its own membership changes included. */
export async function membershipCount(manager: EntityManager, userId: number): Promise<number> {
  const [row] = (await manager.query(COUNT_BY_ID, [userId])) as { num_accounts: number | string }[];
  return row ? Number(row.num_accounts) : 0;
}

/** Users with a membership in the workspace, that membership joined as `membership`. */
export function usersOfWorkspace(manager: EntityManager, scope: InWorkspace): SelectQueryBuilder<User> {
  return manager
    .getRepository(User)
    .createQueryBuilder('user')
    .innerJoinAndSelect('user.memberships', 'membership', ...MEMBERSHIPS.condition(scope));
}

/** The workspace's user `id` with their membership there, locked for the transaction when `locked`; null outside it. */
export function userOfWorkspace(
  manager: EntityManager,
  scope: InWorkspace,
  id: number,
  locked = false,
): Promise<User | null> {
  const qb = usersOfWorkspace(manager, scope).andWhere('user.id = :id', { id });
  if (locked) forUpdate(qb);
  return qb.getOne();
}

/** Inserts a user and their first membership; the user's id. */
export async function insertUserWithMembership(
  manager: EntityManager,
  user: User,
  membership: Pick<Membership, 'workspace_id' | 'roles' | 'created_on'>,
): Promise<number> {
  const result = await manager.insert(User, user);
  const id = Number(result.identifiers[0].id);
  await manager.insert(Membership, { ...membership, user_id: id });
  return id;
}

export async function insertMembership(
  manager: EntityManager,
  membership: Pick<Membership, 'user_id' | 'workspace_id' | 'roles' | 'created_on'>,
): Promise<void> {
  await manager.insert(Membership, membership);
}

/** Writes the user's columns (an email clash fails here). */
export async function updateUserRow(
  manager: EntityManager,
  id: number,
  columns: QueryDeepPartialEntity<User>,
): Promise<void> {
  await manager.update(User, { id }, columns);
}

export async function updateMembershipRoles(
  manager: EntityManager,
  id: number,
  columns: Pick<Membership, 'roles' | 'modified_on'>,
): Promise<void> {
  await manager.update(Membership, { id }, columns);
}

/** Removes the user's membership of the workspace, and the user once it was their last. */
export async function removeFromWorkspace(manager: EntityManager, scope: InWorkspace, userId: number): Promise<void> {
  await manager.delete(Membership, MEMBERSHIPS.where(scope, { user_id: userId }));
  // The row is locked and the trigger has counted the delete: the count is exact here.
  if ((await membershipCount(manager, userId)) === 0) await manager.delete(User, { id: userId });
}

/** The user `id` whatever their workspaces, locked for the transaction; null when there is none. */
export function lockedUser(manager: EntityManager, id: number): Promise<User | null> {
  return manager.findOne(User, { where: { id }, lock: lockOption(manager) });
}

export function userRow(manager: EntityManager, id: number): Promise<User> {
  return manager.findOneByOrFail(User, { id });
}

export function userExists(manager: EntityManager, id: number): Promise<boolean> {
  return manager.existsBy(User, { id });
}

/** The workspace's members, read locked (their ids and membership counts). */
export function membersLocked(manager: EntityManager, workspaceId: number): Promise<User[]> {
  return forUpdate(
    manager
      .getRepository(User)
      .createQueryBuilder('user')
      .select(['user.id', 'user.num_accounts'])
      .innerJoin('user.memberships', 'membership', ...MEMBERSHIPS.condition({ workspaceId })),
  ).getMany();
}

/** Deletes these users, 500 ids a statement. */
export async function deleteUsers(manager: EntityManager, ids: number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 500) await manager.delete(User, { id: In(ids.slice(at, at + 500)) });
}
