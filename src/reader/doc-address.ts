import { safeFilename } from '../rendering/renderer.js';

/**
 * A doc's address as the reader was asked for it (docs/reader.md, "Addresses"): the published one
 * (workspace, project, doc), its preview key, or its project's own domain.
 */
export type DocAddress =
  | { kind: 'published'; workspace: string; project: string; doc: string }
  | { kind: 'preview'; key: string }
  | { kind: 'domain'; hostname: string; doc: string };

/** Where a project's index is asked for: its workspace and identifier, or its own domain. */
export type ProjectAddress = { workspace: string; project: string } | { hostname: string };

/** A preview key as written (22 base62 characters); anything else is not looked up. */
export const PREVIEW_KEY = /^[0-9A-Za-z]{22}$/;

/**
 * The one place a cached page's key is made: the address as asked and the page. Null for a
 * preview, never kept (a rotated key must stop at once everywhere).
 */
export function pageCacheKey(address: DocAddress, pageIdentifier: string | null): string | null {
  const page = pageIdentifier ?? '';
  switch (address.kind) {
    case 'published':
      return JSON.stringify(['p', address.workspace, address.project, address.doc, page]);
    case 'preview':
      return null;
    case 'domain':
      return JSON.stringify(['d', address.hostname, address.doc, page]);
  }
}

/** A file's name under a doc's `assets/`: its id (what is looked up) and its filename (what is saved). */
export function assetName(file: { id: number; filename: string }): string {
  return `${file.id}-${safeFilename(file.filename) || 'file'}`;
}

/** The name of a doc's generated cover under its `assets/` (no file's name: theirs begin with their id). */
export const COVER_ASSET = 'cover.png';
