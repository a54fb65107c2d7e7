import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transactions } from '../database/transactions.js';
import { Folder, ROOT_FOLDER_NAME } from '../media-library/folder.entity.js';
import { Workspace } from './workspace.entity.js';

/** Workspaces (accounts): created by operators, never through the public API. */
@Injectable()
export class WorkspacesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  async create(name: string): Promise<{ id: number; name: string }> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 255) throw new Error('a workspace name is 1 to 255 characters');
    const now = new Date();
    // The root folder comes with the workspace, in the same transaction: a workspace never
    // exists without one, so uploads always have a place to go.
    const id = await this.transactions.run(async (manager) => {
      const result = await manager.insert(Workspace, { name: trimmed, created_on: now, modified_on: now });
      const workspaceId = Number(result.identifiers[0].id);
      await manager.insert(Folder, { workspace_id: workspaceId, parent_id: null, name: ROOT_FOLDER_NAME, created_on: now, modified_on: now });
      return workspaceId;
    });
    return { id, name: trimmed };
  }

  /** Every workspace, oldest first, for operators (`workspace:list`). */
  async list(): Promise<{ id: number; name: string; created_on: string }[]> {
    const rows = await this.dataSource.getRepository(Workspace).find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name, created_on: row.created_on.toISOString() }));
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(Workspace).count();
  }
}
