import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { forUpdate as lockForUpdate } from '../database/locks.js';
import { Transactions } from '../database/transactions.js';
import type { UpdateMembershipDto } from './dto/update-membership.dto.js';
import { Membership } from './membership.entity.js';
import { MEMBERSHIP_LIST_FIELDS } from './membership.list-fields.js';
import { presentMembership } from './membership.presenter.js';
import type { MembershipResource } from './membership.resource.js';
import { DEFAULT_ROLES, normalizeRoles, type RoleName } from './roles.js';

/**
 * The memberships of the caller's workspace (docs/workspaces-and-users.md, Memberships): a user's place in it and their roles
 * there. Created and removed through users (and the CLI); only the roles change here.
 */
@Injectable()
export class MembershipsService {
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'membership', MembershipResource>> {
    const qb = this.scoped(this.dataSource.manager, principal);
    const page = await fetchListPage(qb, query, MEMBERSHIP_LIST_FIELDS, 'membership.id');
    const items = page.rows.map((membership) => presentMembership(membership, this.base));
    return halCollection(this.base, requestUrl, { key: 'membership', items, ...page });
  }

  async get(principal: Principal, id: number): Promise<MembershipResource> {
    return presentMembership(await this.findInScope(this.dataSource.manager, principal, id), this.base);
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateMembershipDto,
    conditions = Preconditions.NONE,
  ): Promise<MembershipResource> {
    const roles = dto.roles === undefined ? undefined : normalizeRoles((dto.roles ?? DEFAULT_ROLES) as RoleName[]);
    return this.transactions.run(async (manager) => {
      const membership = await this.findInScope(manager, principal, id, true);
      await conditions.check(() => presentMembership(membership, this.base));
      if (roles !== undefined) membership.roles = roles;
      membership.modified_on = new Date();
      await manager.update(Membership, { id }, { roles: membership.roles, modified_on: membership.modified_on });
      return presentMembership(membership, this.base);
    });
  }

  private scoped(manager: EntityManager, principal: Principal) {
    return manager
      .getRepository(Membership)
      .createQueryBuilder('membership')
      .where('membership.workspace_id = :workspaceId', { workspaceId: principal.workspaceId });
  }

  /** Another workspace's membership is indistinguishable from a missing id. */
  private async findInScope(
    manager: EntityManager,
    principal: Principal,
    id: number,
    forUpdate = false,
  ): Promise<Membership> {
    const qb = this.scoped(manager, principal).andWhere('membership.id = :id', { id });
    if (forUpdate) lockForUpdate(qb);
    const membership = await qb.getOne();
    if (!membership) throw ProblemException.notFound();
    return membership;
  }
}
