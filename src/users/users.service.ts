import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import type { LinkPrefix } from '../common/hal/link-prefix.js';
import { Preconditions } from '../common/http/etag.js';
import { type Prewritten, WrittenRepresentations } from '../common/http/shared-representation.js';
import { ProblemException } from '../common/problem/problem.js';
import { WorkspaceResources } from '../common/workspace-resources.js';
import { isUniqueViolation } from '../database/errors.js';
import { rowVersion } from '../database/row-version.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { workspaceExists } from '../workspaces/workspace.queries.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { normalizeEmail } from './email.js';
import { Membership } from './membership.entity.js';
import { DEFAULT_ROLES, normalizeRoles, type RoleName } from './roles.js';
import { User } from './user.entity.js';
import { USER_LIST_FIELDS } from './user.list-fields.js';
import { presentUser, userRepresentationKey } from './user.presenter.js';
import {
  insertMembership,
  insertUserWithMembership,
  lockedUser,
  membershipCount,
  removeFromWorkspace,
  updateMembershipRoles,
  updateUserRow,
  userById,
  userExists,
  userOfWorkspace,
  userRow,
  usersOfWorkspace,
  type UserVersion,
  userVersion,
} from './user.queries.js';
import type { UserResource } from './user.resource.js';
import { buildOptions } from './user-options.js';

const EMAIL_TAKEN = () =>
  ProblemException.invalidField('email', 'recordFound', 'A user with this email already exists');
const ACCOUNT_OUT_OF_SCOPE = () =>
  ProblemException.invalidField('account', 'notFound', 'No workspace with this id is in your scope');

/**
 * What every workspace of a user sees alike. One workspace must not change what another sees,
 * so these change through the API only while the user belongs to the caller's workspace alone.
 */
const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'options'] as const;
const SHARED_USER = () =>
  new ProblemException(
    403,
    'This user belongs to other workspaces too, so their profile (first_name, last_name, email, phone, options) is shared ' +
      'and cannot be changed from one workspace. Only roles can change here (or through /v2/membership); an operator can ' +
      'change the profile with the CLI (user:update).',
  );

/** Profile changes an operator makes with the CLI (`user:update`), for a user shared or not. */
export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
}

export interface MembershipAdded {
  user: number;
  workspace: number;
  roles: RoleName[];
  num_accounts: number;
}

/**
 * Users are platform-wide; a workspace sees a user through its membership. Every read joins
 * the caller's membership, so a user without one is indistinguishable from a missing id.
 */
@Injectable()
export class UsersService {
  private readonly base: string;
  /** GET by id's bytes, per version (common/http/shared-representation.ts). */
  private readonly written = new WrittenRepresentations();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly resources: WorkspaceResources,
  ) {
    this.base = resources.base;
  }

  /** A user is not a workspace's row: the list reads users through their membership of the caller's workspace. */
  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'user', UserResource>> {
    return this.resources.listThrough(
      {
        key: 'user',
        fields: USER_LIST_FIELDS,
        idColumn: 'user.id',
        present: (rows: User[]) => rows.map((user) => this.present(principal, user)),
      },
      (manager) => usersOfWorkspace(manager, principal),
      query,
      requestUrl,
    );
  }

  /**
   * GET by id: the user's version in the caller's workspace (their row's version and the roles of
   * their membership there), and the bytes written at that version under the request's prefix
   * when they are held (common/http/shared-representation.ts); else the whole row (their
   * membership count on it) read and presented now.
   */
  async read(principal: Principal, id: number, prefix: LinkPrefix): Promise<Prewritten<UserResource>> {
    const workspaceId = principal.workspaceId;
    const answer = await this.written.read(
      prefix,
      (version: UserVersion) =>
        userRepresentationKey(this.base, id, version.rowVersion, version.createdMs, {
          workspaceId,
          roles: version.roles,
        }),
      () => userVersion(this.dataSource, id, workspaceId),
      () => userById(this.dataSource, id, workspaceId),
      (found) => this.present(principal, found.user()),
    );
    if (!answer) throw ProblemException.notFound();
    return answer;
  }

  /**
   * A new user with one membership, in the caller's workspace. An existing email is never attached.
   * `recorder`: an Idempotency-Key's claim and response, written in the create's transaction.
   */
  async create(
    principal: Principal,
    dto: CreateUserDto,
    recorder?: CreateRecorder<UserResource>,
  ): Promise<UserResource> {
    assertOwnWorkspace(principal, dto.account);
    const options = buildOptions(dto.options);
    const roles = normalizeRoles((dto.roles ?? DEFAULT_ROLES) as RoleName[]);
    const now = new Date();
    const user = this.dataSource.manager.create(User, {
      first_name: dto.first_name,
      last_name: dto.last_name,
      email: dto.email,
      email_normalized: normalizeEmail(dto.email),
      phone: dto.phone === '' ? null : dto.phone,
      activated_on: now,
      verified_on: null,
      activity_on: null,
      status: 'active',
      options,
      created_on: now,
      modified_on: null,
      country: null,
      password_hash: null,
    });
    const membership = { workspace_id: principal.workspaceId, roles, created_on: now };
    try {
      return await this.transactions.run(async (manager) => {
        await recorder?.claim(manager);
        user.id = await insertUserWithMembership(manager, user, membership);
        user.memberships = [Object.assign(new Membership(), membership, { user_id: user.id })];
        // The membership's trigger has counted it; the entity was built before.
        user.num_accounts = 1;
        user.row_version = await rowVersion(manager, 'user', user.id);
        const resource = this.present(principal, user);
        await recorder?.complete(manager, resource);
        return resource;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw EMAIL_TAKEN();
      throw error;
    }
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateUserDto,
    conditions = Preconditions.NONE,
  ): Promise<UserResource> {
    if (dto.account !== undefined) assertOwnWorkspace(principal, dto.account);
    // Everything that can be refused without the database is refused before any write.
    const options = dto.options === undefined ? undefined : buildOptions(dto.options);
    const roles = dto.roles === undefined ? undefined : normalizeRoles((dto.roles ?? DEFAULT_ROLES) as RoleName[]);
    try {
      return await this.transactions.run(async (manager) => {
        const user = await this.findInScope(manager, principal, id, true);
        await conditions.check(() => this.present(principal, user));
        // The row is locked: no membership of this user can be added or removed until the end.
        if (PROFILE_FIELDS.some((field) => dto[field] !== undefined) && user.num_accounts > 1) {
          throw SHARED_USER();
        }
        const membership = user.memberships![0];
        if (dto.first_name !== undefined) user.first_name = dto.first_name;
        if (dto.last_name !== undefined) user.last_name = dto.last_name;
        if (dto.email !== undefined) {
          user.email = dto.email;
          user.email_normalized = normalizeEmail(dto.email);
        }
        if (dto.phone !== undefined) user.phone = dto.phone === '' ? null : dto.phone;
        if (options !== undefined) user.options = options;
        user.modified_on = new Date();
        const { id: _id, memberships: _memberships, num_accounts: _count, ...columns } = user;
        // An email clash fails here and rolls the whole change back.
        await updateUserRow(manager, id, columns);
        if (roles !== undefined) {
          membership.roles = roles;
          await updateMembershipRoles(manager, membership.id, { roles, modified_on: user.modified_on });
        }
        user.row_version = await rowVersion(manager, 'user', id);
        return this.present(principal, user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw EMAIL_TAKEN();
      throw error;
    }
  }

  /**
   * Removes the user from the caller's workspace, and deletes the user when that was their last
   * membership. Another workspace never loses its user.
   */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      // Locking the user serialises concurrent removals from two workspaces, so the last one
      // out always sees that no membership is left.
      const user = await this.findInScope(manager, principal, id, true);
      await conditions.check(() => this.present(principal, user));
      await removeFromWorkspace(manager, principal, id);
    });
  }

  /** Operator command: changes a user's profile, whichever workspaces they belong to. */
  async updateProfile(
    userId: number,
    changes: ProfileChanges,
  ): Promise<ProfileChanges & { id: number; num_accounts: number }> {
    try {
      return await this.transactions.run(async (manager) => {
        const user = await lockedUser(manager, userId);
        if (!user) throw new Error(`user ${userId} does not exist`);
        const columns: Partial<User> = { ...changes, modified_on: new Date() };
        if (changes.email !== undefined) columns.email_normalized = normalizeEmail(changes.email);
        if (changes.phone !== undefined) columns.phone = changes.phone === '' ? null : changes.phone;
        await updateUserRow(manager, userId, columns);
        const updated = await userRow(manager, userId);
        return {
          id: userId,
          first_name: updated.first_name,
          last_name: updated.last_name,
          email: updated.email,
          phone: updated.phone ?? '',
          num_accounts: updated.num_accounts,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Error('a user with this email already exists', { cause: error });
      throw error;
    }
  }

  /** Operator command: an existing user joins another workspace. */
  async addMembership(
    userId: number,
    workspaceId: number,
    roleNames: RoleName[] = [...DEFAULT_ROLES],
  ): Promise<MembershipAdded> {
    const roles = normalizeRoles(roleNames);
    try {
      return await this.transactions.run(async (manager) => {
        if (!(await userExists(manager, userId))) throw new Error(`user ${userId} does not exist`);
        if (!(await workspaceExists(manager, workspaceId))) throw new Error(`workspace ${workspaceId} does not exist`);
        await insertMembership(manager, { user_id: userId, workspace_id: workspaceId, roles, created_on: new Date() });
        const numAccounts = await membershipCount(manager, userId);
        return { user: userId, workspace: workspaceId, roles, num_accounts: numAccounts };
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new Error(`user ${userId} is already a member of workspace ${workspaceId}`, { cause: error });
      throw error;
    }
  }

  private async findInScope(
    manager: EntityManager,
    principal: Principal,
    id: number,
    forUpdate = false,
  ): Promise<User> {
    const user = await userOfWorkspace(manager, principal, id, forUpdate);
    if (!user) throw ProblemException.notFound();
    return user;
  }

  private present(principal: Principal, user: User): UserResource {
    const roles = user.memberships?.[0]?.roles ?? [];
    return presentUser(user, { workspaceId: principal.workspaceId, roles }, this.base);
  }
}

/** `account` names a workspace; the only one in a credential's scope is its own. */
function assertOwnWorkspace(principal: Principal, account: string): void {
  if (Number(account) !== principal.workspaceId) throw ACCOUNT_OUT_OF_SCOPE();
}
