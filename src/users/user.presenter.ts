import { accountStub, filteredListHref, link } from '../common/hal/hal.js';
import { representationShape, withRepresentationKey } from '../common/http/etag.js';
import { isoString } from '../common/iso-date.js';
import { type RoleName, ROLES } from './roles.js';
import type { User } from './user.entity.js';
import type { RoleResource, UserResource } from './user.resource.js';

/** What a user looks like from one workspace: the roles held there. */
export interface UserView {
  workspaceId: number;
  roles: readonly RoleName[];
}

export function userHref(base: string, id: number): string {
  return `${base}/v2/user/${id}`;
}

/**
 * Entity to wire resource, every field of spec 2.2 in the spec's order. `_embedded` shows only
 * the caller's workspace: a user's other workspaces are not the caller's to see, only their
 * number (`num_accounts`).
 */
export function presentUser(user: User, view: UserView, base: string): UserResource {
  const account = accountStub(base, view.workspaceId);
  const roles: RoleResource[] = view.roles.map((name) => ({
    ...ROLES[name],
    grants: [...ROLES[name].grants],
    account,
  }));
  const resource: UserResource = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    activated_on: isoString(user.activated_on),
    verified_on: user.verified_on ? isoString(user.verified_on) : null,
    activity_on: user.activity_on ? isoString(user.activity_on) : null,
    status: user.status,
    options: user.options,
    created_on: isoString(user.created_on),
    modified_on: user.modified_on ? isoString(user.modified_on) : null,
    country: user.country,
    _embedded: {
      memberships: { _links: { self: link(filteredListHref(base, '/v2/membership', 'user', user.id)) } },
      roles,
      account,
    },
    _links: { self: link(userHref(base, user.id)) },
    _computed: {
      email: user.email.toLowerCase(),
      has_password: user.password_hash !== null,
      num_accounts: user.num_accounts,
    },
  };
  // Tagged by version (common/http/etag.ts): every value above is the user's row (at this
  // version: num_accounts and the password are on it), the caller's workspace and roles there,
  // the role catalogue, or the configured URL.
  if (user.row_version === undefined) return resource;
  return withRepresentationKey(
    resource,
    userRepresentationKey(base, user.id, user.row_version, user.created_on.getTime(), view),
  );
}

/**
 * The representation key of a user at a version as `view` sees them (see presentUser): what a GET
 * by id looks its shared representation up by before it hydrates the row (users.service.ts).
 */
export function userRepresentationKey(
  base: string,
  id: number,
  rowVersion: number,
  createdMs: number,
  view: UserView,
): string {
  return `${USER_SHAPE}|${base}|${id}|${rowVersion}|${createdMs}|${view.workspaceId}|${view.roles.join(',')}`;
}

/** The code a user's bytes come from, and the role catalogue they embed (see representationShape). */
const USER_SHAPE = representationShape('user', 1, [
  presentUser,
  userRepresentationKey,
  userHref,
  accountStub,
  filteredListHref,
  link,
  isoString,
  ROLES,
]);
