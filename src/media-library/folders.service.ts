import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import type { CreateFolderDto } from './dto/create-folder.dto.js';
import type { UpdateFolderDto } from './dto/update-folder.dto.js';
import { MediaFile } from './file.entity.js';
import { Folder } from './folder.entity.js';
import { FOLDER_LIST_FIELDS } from './folder.list-fields.js';
import { EMPTY_FOLDER, FOLDER_FILES_EMBEDDED, type FolderContents, presentFolder } from './media.presenter.js';
import { FOLDERS } from './media.queries.js';
import type { FolderResource } from './media.resource.js';
import { lockWorkspaceTree } from './workspace-lock.js';

/** A corrupt tree (which the API never writes) must not send the ancestor walk round forever. */
const MAX_DEPTH = 1000;

const PARENT_NOT_FOUND = () =>
  ProblemException.invalidField('parent', 'notFound', 'No folder with this id is in your scope');

@Injectable()
export class FoldersService {
  private readonly kind: ResourceKind<Folder, FolderResource, 'folder'> = {
    scope: FOLDERS,
    key: 'folder',
    fields: FOLDER_LIST_FIELDS,
    present: async (manager, rows) => {
      const contents = await this.contents(
        manager,
        rows.map((f) => f.id),
      );
      return rows.map((f) => presentFolder(f, contents.get(f.id) ?? EMPTY_FOLDER, this.base));
    },
  };

  private readonly base: string;

  constructor(
    private readonly transactions: Transactions,
    private readonly resources: WorkspaceResources,
  ) {
    this.base = resources.base;
  }

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'folder', FolderResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<FolderResource> {
    return this.resources.get(this.kind, principal, id);
  }

  async create(principal: Principal, dto: CreateFolderDto): Promise<FolderResource> {
    return this.transactions.run(async (manager) => {
      await lockWorkspaceTree(manager, principal.workspaceId);
      const parent =
        dto.parent === undefined
          ? await this.root(manager, principal.workspaceId)
          : await this.parent(manager, principal, dto.parent);
      const now = new Date();
      const folder = manager.create(Folder, {
        workspace_id: principal.workspaceId,
        parent_id: parent.id,
        name: dto.name.trim(),
        created_on: now,
        modified_on: now,
      });
      const result = await manager.insert(Folder, folder);
      folder.id = Number(result.identifiers[0].id);
      return presentFolder(folder, EMPTY_FOLDER, this.base);
    });
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateFolderDto,
    conditions = Preconditions.NONE,
  ): Promise<FolderResource> {
    return this.transactions.run(async (manager) => {
      await lockWorkspaceTree(manager, principal.workspaceId);
      const folder = await this.find(manager, principal, id);
      await conditions.check(() => this.present(manager, folder));
      if (dto.parent !== undefined && dto.parent !== folder.parent_id) {
        if (folder.parent_id === null) {
          throw ProblemException.invalidField('parent', 'rootFolder', 'The root folder cannot be moved');
        }
        const parent = await this.parent(manager, principal, dto.parent);
        if ((await this.ancestorIds(manager, parent.id)).includes(folder.id)) {
          throw ProblemException.invalidField(
            'parent',
            'cycle',
            'A folder cannot move into itself or into a folder below it',
          );
        }
        folder.parent_id = parent.id;
      }
      if (dto.name !== undefined) folder.name = dto.name.trim();
      folder.modified_on = new Date();
      await manager.update(
        Folder,
        { id: folder.id },
        { name: folder.name, parent_id: folder.parent_id, modified_on: folder.modified_on },
      );
      return this.present(manager, folder);
    });
  }

  /** Only an empty folder goes: its files' bytes are never dropped as a side effect. */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      await lockWorkspaceTree(manager, principal.workspaceId);
      const folder = await this.find(manager, principal, id);
      await conditions.check(() => this.present(manager, folder));
      if (folder.parent_id === null) throw new ProblemException(409, 'The root folder cannot be deleted');
      const [folders, files] = await Promise.all([
        manager.countBy(Folder, { parent_id: folder.id }),
        manager.countBy(MediaFile, { folder_id: folder.id }),
      ]);
      if (folders > 0 || files > 0) {
        throw new ProblemException(409, `The folder is not empty: it holds ${folders} folder(s) and ${files} file(s)`);
      }
      await manager.delete(Folder, { id: folder.id });
    });
  }

  private present(manager: EntityManager, folder: Folder): Promise<FolderResource> {
    return this.resources.presentOne(this.kind, manager, folder);
  }

  /** Anything outside the caller's workspace is indistinguishable from a missing id. */
  async find(manager: EntityManager, principal: Principal, id: number): Promise<Folder> {
    const folder = await manager.findOneBy(Folder, FOLDERS.where(principal, { id }));
    if (!folder) throw ProblemException.notFound();
    return folder;
  }

  /** A parent named in a body: out of scope is a 422 on the field, as for a title's account. */
  private async parent(manager: EntityManager, principal: Principal, id: number): Promise<Folder> {
    const folder = await manager.findOneBy(Folder, FOLDERS.where(principal, { id }));
    if (!folder) throw PARENT_NOT_FOUND();
    return folder;
  }

  async root(manager: EntityManager, workspaceId: number): Promise<Folder> {
    const root = await FOLDERS.query(manager, { workspaceId })
      .andWhere('folder.parent_id IS NULL')
      .orderBy('folder.id')
      .getOne();
    if (!root) {
      // Every workspace gets its root with it (and from the migration): without one, the workspace
      // was deleted while this request ran; a workspace that exists without one is our bug.
      if (!(await manager.existsBy(Workspace, { id: workspaceId }))) throw ProblemException.notFound();
      throw new Error(`workspace ${workspaceId} has no root folder`);
    }
    return root;
  }

  /** The folder and every folder above it, in one recursive query. */
  private async ancestorIds(manager: EntityManager, id: number): Promise<number[]> {
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
  private async contents(manager: EntityManager, folderIds: number[]): Promise<Map<number, FolderContents>> {
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
}
