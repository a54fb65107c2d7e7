/**
 * The workspace rows' statements. A workspace is its own scope: a credential's workspace id is the
 * row's id, so these take the id the caller has already checked.
 */
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { forUpdate } from '../database/locks.js';
import { Workspace } from './workspace.entity.js';

/** The workspace `id` as a query (a list page's, or a read's), locked for the transaction when `locked`. */
export function workspaceById(manager: EntityManager, id: number, locked = false): SelectQueryBuilder<Workspace> {
  const qb = manager.getRepository(Workspace).createQueryBuilder('workspace').where('workspace.id = :id', { id });
  return locked ? forUpdate(qb) : qb;
}

/** The workspace `id`, locked for the transaction when `locked`; null when there is none. */
export function findWorkspace(manager: EntityManager, id: number, locked = false): Promise<Workspace | null> {
  return workspaceById(manager, id, locked).getOne();
}

/** Writes the workspace's columns (a unique identifier clash fails here). */
export async function updateWorkspace(manager: EntityManager, id: number, columns: Partial<Workspace>): Promise<void> {
  await manager.update(Workspace, { id }, columns as QueryDeepPartialEntity<Workspace>);
}

/** Deletes the workspace row; what a module left goes by foreign key cascade. */
export async function deleteWorkspace(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(Workspace, { id });
}

/** Inserts a new workspace; its id. */
export async function insertWorkspace(manager: EntityManager, row: QueryDeepPartialEntity<Workspace>): Promise<number> {
  const result = await manager.insert(Workspace, row);
  return Number(result.identifiers[0].id);
}

/** Whether the database has a workspace at all (the first start's check). */
export async function anyWorkspace(manager: EntityManager): Promise<boolean> {
  return (await manager.count(Workspace)) > 0;
}

export function workspaceExists(manager: EntityManager, id: number): Promise<boolean> {
  return manager.existsBy(Workspace, { id });
}

/** Every workspace, oldest first. */
export function allWorkspaces(dataSource: DataSource): Promise<Workspace[]> {
  return dataSource.getRepository(Workspace).find({ order: { id: 'ASC' } });
}

/** One row of scalar subqueries (the lifecycle's tally), read in one statement. */
export async function readTally(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<Record<string, unknown> | undefined> {
  const [row] = (await manager.query(sql, parameters)) as Record<string, unknown>[];
  return row;
}
