/** The role catalogue. Roles are held per membership, so a user can be admin in one workspace and viewer in another. */
export const ROLE_NAMES = ['admin', 'editor', 'viewer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export interface Role {
  name: RoleName;
  description: string;
  /** Whether holding the role takes one of the workspace's licensed seats. */
  is_license: boolean;
  /** Higher outranks lower when a client has to pick one role to show. */
  priority: number;
  grants: string[];
}

export const DEFAULT_ROLES: readonly RoleName[] = ['viewer'];

export const ROLES: Readonly<Record<RoleName, Role>> = {
  admin: {
    name: 'admin',
    description: 'Manages the workspace: its users, projects and media',
    is_license: true,
    priority: 300,
    grants: [
      'title:read',
      'title:write',
      'title:delete',
      'user:read',
      'user:write',
      'user:delete',
      'media:read',
      'media:write',
    ],
  },
  editor: {
    name: 'editor',
    description: 'Creates and edits projects and media',
    is_license: true,
    priority: 200,
    grants: ['title:read', 'title:write', 'user:read', 'media:read', 'media:write'],
  },
  viewer: {
    name: 'viewer',
    description: 'Reads projects and media',
    is_license: false,
    priority: 100,
    grants: ['title:read', 'user:read', 'media:read'],
  },
};

export function isRoleName(name: unknown): name is RoleName {
  return typeof name === 'string' && (ROLE_NAMES as readonly string[]).includes(name);
}

/** Each role once, in catalogue order, whatever order and repeats the client sent. */
export function normalizeRoles(names: readonly RoleName[]): RoleName[] {
  return ROLE_NAMES.filter((name) => names.includes(name));
}
