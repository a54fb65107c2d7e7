import { type DataSource, type EntityManager, In } from 'typeorm';

import { ServerSecret } from '../auth/server-secret.entity.js';
import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { lockRow, takesRowLocks } from '../database/locks.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { MediaFile } from './file.entity.js';
import { Folder, ROOT_FOLDER_NAME } from './folder.entity.js';
import { FOLDER_FILES_EMBEDDED, type FolderContents } from './media.presenter.js';

/** The workspace's files and folders: every read and write of one by id goes through these. */
export const FILES = new WorkspaceScope(MediaFile, 'file');
export const FOLDERS = new WorkspaceScope(Folder, 'folder');

/** A corrupt tree (which the API never writes) must not send the ancestor walk round forever. */
const MAX_DEPTH = 1000;

/**
 * Serialises the writes that change a workspace's folder tree or put files into it: a move that
 * could close a cycle, a delete that checks a folder is empty, an upload into that folder. On
 * MySQL the workspace row is locked until the transaction ends; on SQLite the Transactions queue
 * already runs one unit of work at a time.
 */
export async function lockWorkspaceTree(manager: EntityManager, workspaceId: number): Promise<void> {
  if (!takesRowLocks(manager)) return;
  await lockRow(
    manager
      .getRepository(Workspace)
      .createQueryBuilder('workspace')
      .select('workspace.id')
      .where('workspace.id = :workspaceId', { workspaceId }),
  );
}

/** The workspace's folder `id`; null outside the workspace. */
export function folderOf(manager: EntityManager, scope: InWorkspace, id: number): Promise<Folder | null> {
  return manager.findOneBy(Folder, FOLDERS.where(scope, { id }));
}

/** The workspace's root folder; null when there is none. */
export function rootFolder(manager: EntityManager, workspaceId: number): Promise<Folder | null> {
  return FOLDERS.query(manager, { workspaceId }).andWhere('folder.parent_id IS NULL').orderBy('folder.id').getOne();
}

/** Inserts a folder; its id. */
export async function insertFolder(manager: EntityManager, folder: Folder): Promise<number> {
  const result = await manager.insert(Folder, folder);
  return Number(result.identifiers[0].id);
}

/** The root folder a new workspace is created with. */
export async function insertRootFolder(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
  await manager.insert(Folder, {
    workspace_id: workspaceId,
    parent_id: null,
    name: ROOT_FOLDER_NAME,
    created_on: now,
    modified_on: now,
  });
}

export async function updateFolderRow(
  manager: EntityManager,
  id: number,
  columns: Pick<Folder, 'name' | 'parent_id' | 'modified_on'>,
): Promise<void> {
  await manager.update(Folder, { id }, columns);
}

/** How many folders and files the folder holds. */
export function folderHolds(manager: EntityManager, folderId: number): Promise<[number, number]> {
  return Promise.all([
    manager.countBy(Folder, { parent_id: folderId }),
    manager.countBy(MediaFile, { folder_id: folderId }),
  ]);
}

export async function deleteFolder(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(Folder, { id });
}

/** The folder and every folder above it, in one recursive query. */
export async function ancestorIds(manager: EntityManager, id: number): Promise<number[]> {
  const rows: { id: number | string }[] = await manager.query(
    `WITH RECURSIVE ancestor (id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM folder WHERE id = ?
       UNION ALL
       SELECT f.id, f.parent_id, a.depth + 1 FROM folder f JOIN ancestor a ON f.id = a.parent_id WHERE a.depth < ${MAX_DEPTH}
     ) SELECT id FROM ancestor`,
    [id],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Child folders, file counts and sizes, and the first files of a page of folders: four queries
 * for the whole page, never one per folder.
 */
export async function folderContents(
  manager: EntityManager,
  folderIds: number[],
): Promise<Map<number, FolderContents>> {
  const contents = new Map<number, FolderContents>();
  if (folderIds.length === 0) return contents;
  for (const id of folderIds) contents.set(id, { childIds: [], files: [], filesCount: 0, sizeBytes: 0 });

  const children = await manager
    .getRepository(Folder)
    .createQueryBuilder('folder')
    .select(['folder.id', 'folder.parent_id'])
    .where('folder.parent_id IN (:...folderIds)', { folderIds })
    .orderBy('folder.id')
    .getMany();
  for (const child of children) contents.get(child.parent_id as number)?.childIds.push(child.id);

  const totals = await manager
    .getRepository(MediaFile)
    .createQueryBuilder('file')
    .select('file.folder_id', 'folder_id')
    .addSelect('COUNT(*)', 'count')
    .addSelect('SUM(file.size)', 'bytes')
    .where('file.folder_id IN (:...folderIds)', { folderIds })
    .groupBy('file.folder_id')
    .getRawMany<{ folder_id: number | string; count: number | string; bytes: number | string }>();
  for (const row of totals) {
    const entry = contents.get(Number(row.folder_id));
    if (entry) Object.assign(entry, { filesCount: Number(row.count), sizeBytes: Number(row.bytes) });
  }

  // The first files of each folder, one LIMITed index range per folder in a single statement
  // (window functions would read every file of a large folder).
  const firstIds: { id: number | string }[] = await manager.query(
    folderIds
      .map(
        (_, n) =>
          `SELECT id FROM (SELECT id FROM media_file WHERE folder_id = ? ORDER BY id LIMIT ${FOLDER_FILES_EMBEDDED}) first_${n}`,
      )
      .join(' UNION ALL '),
    folderIds,
  );
  if (firstIds.length > 0) {
    const files = await manager.find(MediaFile, {
      where: { id: In(firstIds.map((row) => Number(row.id))) },
      order: { id: 'ASC' },
    });
    for (const file of files) contents.get(file.folder_id)?.files.push(file);
  }
  return contents;
}

/** Inserts a file's row; its id. */
export async function insertFile(manager: EntityManager, row: MediaFile): Promise<number> {
  return Number((await manager.insert(MediaFile, row)).identifiers[0].id);
}

/** The workspace's file `id` (an image only, when `imagesOnly`); null outside the workspace. */
export function fileOf(
  manager: EntityManager,
  scope: InWorkspace,
  id: number,
  imagesOnly: boolean,
): Promise<MediaFile | null> {
  return manager.findOneBy(MediaFile, FILES.where(scope, { id, ...(imagesOnly ? { kind: 'image' as const } : {}) }));
}

/** The file `id` in whichever workspace holds it (a signed URL's). */
export function anyFile(dataSource: DataSource, id: number): Promise<MediaFile | null> {
  return dataSource.manager.findOneBy(MediaFile, { id });
}

export function fileExists(dataSource: DataSource, id: number): Promise<boolean> {
  return dataSource.manager.existsBy(MediaFile, { id });
}

export async function deleteFile(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(MediaFile, { id });
}

/** The storage keys of the workspace's files. */
export async function workspaceFileKeys(manager: EntityManager, workspaceId: number): Promise<string[]> {
  const rows = await FILES.query(manager, { workspaceId })
    .select('file.storage_key', 'storage_key')
    .getRawMany<{ storage_key: string }>();
  return rows.map((row) => row.storage_key);
}

/** The workspace's folders, their ids and parents. */
export function workspaceFolders(
  manager: EntityManager,
  workspaceId: number,
): Promise<Pick<Folder, 'id' | 'parent_id'>[]> {
  return manager.find(Folder, { select: { id: true, parent_id: true }, where: FOLDERS.where({ workspaceId }) });
}

/** Deletes these folders, 500 ids a statement. */
export async function deleteFolders(manager: EntityManager, ids: number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 500) await manager.delete(Folder, { id: In(ids.slice(at, at + 500)) });
}

/**
 * The server secret `name`, made by whichever instance asks first: an insert that ignores a
 * duplicate, then a read. Two statements on the primary, each its own transaction, so the read
 * sees a key another instance committed meanwhile (a replica may not have it yet).
 */
export async function storedSecret(dataSource: DataSource, name: string, fresh: () => string): Promise<string> {
  const runner = dataSource.createQueryRunner('master');
  try {
    await runner.manager
      .createQueryBuilder()
      .insert()
      .into(ServerSecret)
      .values({ name, value: fresh(), created_on: new Date() })
      .orIgnore()
      .execute();
    return (await runner.manager.findOneByOrFail(ServerSecret, { name })).value;
  } finally {
    await runner.release();
  }
}
