import { accountStub, link, stub } from '../common/hal/hal.js';
import type { Membership } from './membership.entity.js';
import type { MembershipResource } from './membership.resource.js';
import { userHref } from './user.presenter.js';

function membershipHref(base: string, id: number): string {
  return `${base}/v2/membership/${id}`;
}

export function presentMembership(membership: Membership, base: string): MembershipResource {
  return {
    id: membership.id,
    roles: membership.roles,
    created_on: membership.created_on.toISOString(),
    modified_on: membership.modified_on?.toISOString() ?? null,
    _embedded: {
      user: stub(membership.user_id, userHref(base, membership.user_id)),
      account: accountStub(base, membership.workspace_id),
    },
    _links: { self: link(membershipHref(base, membership.id)) },
  };
}
