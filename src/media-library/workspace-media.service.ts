import type { EntityManager } from 'typeorm';

import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { type AfterCommit, WorkspaceParticipant } from '../workspaces/workspace-lifecycle.js';
import type { Folder } from './folder.entity.js';
import { storedKeys } from './image-variants.js';
import {
  deleteFolders,
  FILES,
  FOLDERS,
  insertRootFolder,
  workspaceFileKeys,
  workspaceFolders,
} from './media.queries.js';

/**
 * The Media Library's side of a workspace's life: the root folder it is created with, what it
 * holds, and removing all of it. Other modules go through this, never through the media entities.
 */
@WorkspaceParticipant('media')
export class WorkspaceMediaService implements WorkspaceParticipant {
  constructor(private readonly deletes: DeleteAfterCommit) {}

  /** Every workspace has a root folder, created with it, inside the workspace's create transaction. */
  async onCreate(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
    await insertRootFolder(manager, workspaceId, now);
  }

  /** The root folder, the file count and the bytes stored. */
  readonly tally = {
    rootFolderId: `SELECT MIN(f.id) FROM folder f WHERE ${FOLDERS.sql('f')} AND f.parent_id IS NULL`,
    files: `SELECT COUNT(*) FROM media_file m WHERE ${FILES.sql('m')}`,
    storageBytes: `SELECT COALESCE(SUM(m.size), 0) FROM media_file m WHERE ${FILES.sql('m')}`,
  };

  /**
   * Deletes the workspace's files and folders inside the caller's transaction; once it committed,
   * their stored bytes go (each file's and its image variants').
   */
  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit> {
    const keys = (await workspaceFileKeys(manager, workspaceId)).flatMap((key) => storedKeys(key));
    await FILES.deleteAll(manager, { workspaceId });
    // Deepest level first: no delete then cascades, however deep the tree (MySQL stops cascading
    // at 15 levels). One statement per level, in chunks.
    for (const level of levelsDeepestFirst(await workspaceFolders(manager, workspaceId)))
      await deleteFolders(manager, level);
    return () => this.deletes.delete(keys);
  }
}

/** Folder ids by depth, the deepest level first. */
function levelsDeepestFirst(folders: Pick<Folder, 'id' | 'parent_id'>[]): number[][] {
  const children = new Map<number | null, number[]>();
  for (const folder of folders) children.set(folder.parent_id, [...(children.get(folder.parent_id) ?? []), folder.id]);
  const known = new Set(folders.map((folder) => folder.id));
  // The tops: the root (parent null), and anything whose parent is not in this workspace.
  let level = folders
    .filter((folder) => folder.parent_id === null || !known.has(folder.parent_id))
    .map((folder) => folder.id);
  const levels: number[][] = [];
  while (level.length > 0) {
    levels.push(level);
    level = level.flatMap((id) => children.get(id) ?? []);
  }
  return levels.reverse();
}
