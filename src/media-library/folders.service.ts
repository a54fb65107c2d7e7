import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import { workspaceExists } from '../workspaces/workspace.queries.js';
import type { CreateFolderDto } from './dto/create-folder.dto.js';
import type { UpdateFolderDto } from './dto/update-folder.dto.js';
import { Folder } from './folder.entity.js';
import { FOLDER_LIST_FIELDS } from './folder.list-fields.js';
import { EMPTY_FOLDER, presentFolder } from './media.presenter.js';
import {
  ancestorIds,
  deleteFolder,
  folderContents,
  folderHolds,
  folderOf,
  FOLDERS,
  insertFolder,
  lockWorkspaceTree,
  rootFolder,
  updateFolderRow,
} from './media.queries.js';
import type { FolderResource } from './media.resource.js';

const PARENT_NOT_FOUND = () =>
  ProblemException.invalidField('parent', 'notFound', 'No folder with this id is in your scope');

@Injectable()
export class FoldersService {
  private readonly kind: ResourceKind<Folder, FolderResource, 'folder'> = {
    scope: FOLDERS,
    key: 'folder',
    fields: FOLDER_LIST_FIELDS,
    present: async (manager, rows) => {
      const contents = await folderContents(
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
      folder.id = await insertFolder(manager, folder);
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
        if ((await ancestorIds(manager, parent.id)).includes(folder.id)) {
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
      await updateFolderRow(manager, folder.id, {
        name: folder.name,
        parent_id: folder.parent_id,
        modified_on: folder.modified_on,
      });
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
      const [folders, files] = await folderHolds(manager, folder.id);
      if (folders > 0 || files > 0) {
        throw new ProblemException(409, `The folder is not empty: it holds ${folders} folder(s) and ${files} file(s)`);
      }
      await deleteFolder(manager, folder.id);
    });
  }

  private present(manager: EntityManager, folder: Folder): Promise<FolderResource> {
    return this.resources.presentOne(this.kind, manager, folder);
  }

  /** Anything outside the caller's workspace is indistinguishable from a missing id. */
  async find(manager: EntityManager, principal: Principal, id: number): Promise<Folder> {
    const folder = await folderOf(manager, principal, id);
    if (!folder) throw ProblemException.notFound();
    return folder;
  }

  /** A parent named in a body: out of scope is a 422 on the field, as for a title's account. */
  private async parent(manager: EntityManager, principal: Principal, id: number): Promise<Folder> {
    const folder = await folderOf(manager, principal, id);
    if (!folder) throw PARENT_NOT_FOUND();
    return folder;
  }

  async root(manager: EntityManager, workspaceId: number): Promise<Folder> {
    const root = await rootFolder(manager, workspaceId);
    if (!root) {
      // Every workspace gets its root with it (and from the migration): without one, the workspace
      // was deleted while this request ran; a workspace that exists without one is our bug.
      if (!(await workspaceExists(manager, workspaceId))) throw ProblemException.notFound();
      throw new Error(`workspace ${workspaceId} has no root folder`);
    }
    return root;
  }
}
