import { filteredListHref, link, stub } from '../common/hal/hal.js';
import type { Workspace } from './workspace.entity.js';
import type { WorkspaceResource } from './workspace.resource.js';

/** The real counts a workspace resource shows, all counted in SQL. */
export interface WorkspaceCounts {
  titles: number;
  editions: number;
  users: number;
  files: number;
  storageBytes: number;
  rootFolderId: number | null;
}

function workspaceHref(base: string, id: number): string {
  return `${base}/v2/account/${id}`;
}

/** Entity to wire resource, in the order of the platform's docs (docs/workspaces-and-users.md, Workspaces). */
export function presentWorkspace(workspace: Workspace, counts: WorkspaceCounts, base: string): WorkspaceResource {
  return {
    name: workspace.name,
    identifier: workspace.identifier,
    status: workspace.status,
    is_trial: workspace.is_trial,
    industry: workspace.industry,
    is_company: workspace.is_company,
    meta: workspace.meta,
    id: workspace.id,
    created_on: workspace.created_on.toISOString(),
    modified_on: workspace.modified_on?.toISOString() ?? null,
    clients: {},
    partners: {},
    billing_country: workspace.billing_country,
    _embedded: {
      titles: { _links: { self: link(filteredListHref(base, '/v2/magazine/title', 'account', workspace.id)) } },
      users: { _links: { self: link(filteredListHref(base, '/v2/user', 'account', workspace.id)) } },
      root_folder:
        counts.rootFolderId === null ? null : stub(counts.rootFolderId, `${base}/topiary/${counts.rootFolderId}`),
    },
    _links: { self: link(workspaceHref(base, workspace.id)) },
    _computed: {
      titles_count: counts.titles,
      editions_count: counts.editions,
      users_count: counts.users,
      files_count: counts.files,
      storage_bytes: counts.storageBytes,
    },
  };
}
