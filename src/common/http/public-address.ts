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

/**
 * The first path segments under `/read` that the reader's own routes take (its script and
 * stylesheet under `_`, previews under `preview`): a workspace with one of these identifiers would
 * publish at addresses that never reach its docs, so none may have one.
 */
export const READER_SEGMENTS: ReadonlySet<string> = new Set(['_', 'preview']);

/** Why a workspace identifier the reader's routes take is refused (the rule `reserved`). */
export function reservedIdentifierMessage(identifier: string): string {
  return `"${identifier}" is reserved: the reader's own addresses start with /read/${identifier}/`;
}
