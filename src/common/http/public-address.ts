/** Where a project publishes: its hostname, else its workspace's and its own identifiers under PUBLISH_URL. */
export interface PublishedAddress {
  identifier: string;
  hostname: string | null;
  /** The workspace's identifier (project identifiers are unique only per workspace). */
  workspace: string;
}

/** A project's own address (docs/reader.md, "Addresses"), ending with `/`. */
export function projectHref(project: PublishedAddress, publishUrl: string): string {
  return project.hostname
    ? `https://${project.hostname}/`
    : `${publishUrl}/${encodeURIComponent(project.workspace)}/${encodeURIComponent(project.identifier)}/`;
}
