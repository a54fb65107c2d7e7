import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { UpdateMembershipDto } from './dto/update-membership.dto.js';
import { Membership } from './membership.entity.js';
import { MEMBERSHIP_LIST_FIELDS } from './membership.list-fields.js';
import { presentMembership } from './membership.presenter.js';
import type { MembershipResource } from './membership.resource.js';
import { DEFAULT_ROLES, normalizeRoles, type RoleName } from './roles.js';
import { MEMBERSHIPS } from './user.queries.js';

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
    const page = await MEMBERSHIPS.page(this.dataSource.manager, principal, query, MEMBERSHIP_LIST_FIELDS);
    const items = page.rows.map((membership) => presentMembership(membership, this.base));
    return halCollection(this.base, requestUrl, { key: 'membership', items, ...page });
  }

  async get(principal: Principal, id: number): Promise<MembershipResource> {
    return presentMembership(await MEMBERSHIPS.found(this.dataSource.manager, principal, id), this.base);
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateMembershipDto,
    conditions = Preconditions.NONE,
  ): Promise<MembershipResource> {
    const roles = dto.roles === undefined ? undefined : normalizeRoles((dto.roles ?? DEFAULT_ROLES) as RoleName[]);
    return this.transactions.run(async (manager) => {
      const membership = await MEMBERSHIPS.lock(manager, principal, id);
      await conditions.check(() => presentMembership(membership, this.base));
      if (roles !== undefined) membership.roles = roles;
      membership.modified_on = new Date();
      await manager.update(Membership, { id }, { roles: membership.roles, modified_on: membership.modified_on });
      return presentMembership(membership, this.base);
    });
  }
}
