import type { PageContent } from '../editions/page-content.js';

/** A doc as the publication reads it: which doc, whose files, its cover, and a version stamp when known. */
export interface PublishedDoc {
  id: number;
  workspaceId: number;
  screenshotId: number | null;
  /**
   * Changes whenever anything of the doc a reader sees may have changed (the reader's stamp): when
   * given, the doc's pages are kept per stamp and read once per version.
   */
  stamp?: string;
}

/** A visible page of a doc, in the doc's order (position, then id). */
export interface ListedPage {
  id: number;
  identifier: string;
  name: string;
  position: number;
}

/** A visible page as one reader sees it: its content resolved (placeholders, `visible_if`). */
export interface SeenPage extends ListedPage {
  content: PageContent;
}

/** "This doc as this reader sees it": the pages the reader sees, in order, each resolved for them. */
export interface DocView {
  pages: SeenPage[];
  /** The reader is a token's (tokenId not null): the view is theirs alone. */
  personalized: boolean;
}

/** A reference a page (or the doc's cover) makes to a Media Library file. */
export interface MediaRef {
  kind: 'image' | 'video';
  id: number;
}

/** What the publication needs of a file to resolve a reference. */
export interface MediaSummary {
  id: number;
  filename: string;
  mime_type: string;
  kind: string;
  width: number | null;
  height: number | null;
}

/** References resolved by the one policy: the files they resolve to, and the ones that resolve to none. */
export interface ResolvedMedia<F extends MediaSummary = MediaSummary> {
  /** The file a reference resolves to, by file id, for the kind the reference names. */
  file(kind: 'image' | 'video', id: number): F | undefined;
  /** Each reference (kind and id) that resolves to no file, once, in the order given. */
  missing: MediaRef[];
}

export const EMPTY_PAGE: PageContent = { type: 'page', children: [] };

/**
 * The one policy for referenced media, the reader's: a reference resolves to the file of its id
 * in the doc's workspace, and an image reference only to an image (a file deleted since, or one
 * that is no image, resolves to nothing). What resolves to nothing is missing: a live view (the
 * reader, a cover) leaves it out of the page; a package (the export) refuses to ship a page with
 * a hole and names the first one.
 */
export function resolveMedia<F extends MediaSummary>(refs: readonly MediaRef[], files: readonly F[]): ResolvedMedia<F> {
  const byId = new Map(files.map((file) => [file.id, file]));
  const file = (kind: 'image' | 'video', id: number): F | undefined => {
    const found = byId.get(id);
    return found && (kind !== 'image' || found.kind === 'image') ? found : undefined;
  };
  const seen = new Set<string>();
  const missing: MediaRef[] = [];
  for (const ref of refs) {
    const key = `${ref.kind}:${ref.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (file(ref.kind, ref.id) === undefined) missing.push(ref);
  }
  return { file, missing };
}
