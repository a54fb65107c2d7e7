import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Transactions } from '../database/transactions.js';
import { Workspace } from './workspace.entity.js';

/** Workspaces (accounts): created by operators, never through the public API. */
@Injectable()
export class WorkspacesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  async create(name: string): Promise<{ id: number; name: string }> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 255) throw new Error('a workspace name is 1 to 255 characters');
    const now = new Date();
    const result = await this.transactions.run((manager) =>
      manager.insert(Workspace, { name: trimmed, created_on: now, modified_on: now }),
    );
    return { id: Number(result.identifiers[0].id), name: trimmed };
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(Workspace).count();
  }
}
