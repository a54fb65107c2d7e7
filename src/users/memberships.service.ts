import { Injectable } from '@nestjs/common';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { UpdateMembershipDto } from './dto/update-membership.dto.js';
import { Membership } from './membership.entity.js';
import { MEMBERSHIP_LIST_FIELDS } from './membership.list-fields.js';
import { presentMembership } from './membership.presenter.js';
import type { MembershipResource } from './membership.resource.js';
import { DEFAULT_ROLES, normalizeRoles, type RoleName } from './roles.js';
import { MEMBERSHIPS, updateMembershipRoles } from './user.queries.js';

/**
 * The memberships of the caller's workspace (docs/workspaces-and-users.md, Memberships): a user's place in it and their roles
 * there. Created and removed through users (and the CLI); only the roles change here.
 */
@Injectable()
export class MembershipsService {
  private readonly kind: ResourceKind<Membership, MembershipResource, 'membership'> = {
    scope: MEMBERSHIPS,
    key: 'membership',
    fields: MEMBERSHIP_LIST_FIELDS,
    present: (_, rows) => rows.map((membership) => presentMembership(membership, this.resources.base)),
  };

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
  ) {}

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'membership', MembershipResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<MembershipResource> {
    return this.resources.get(this.kind, principal, id);
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateMembershipDto,
    conditions = Preconditions.NONE,
  ): Promise<MembershipResource> {
    const roles = dto.roles === undefined ? undefined : normalizeRoles((dto.roles ?? DEFAULT_ROLES) as RoleName[]);
    return this.transactions.run(async (manager) => {
      const membership = await this.resources.locked(this.kind, manager, principal, id, conditions);
      if (roles !== undefined) membership.roles = roles;
      membership.modified_on = new Date();
      await updateMembershipRoles(manager, id, { roles: membership.roles, modified_on: membership.modified_on });
      return presentMembership(membership, this.resources.base);
    });
  }
}
