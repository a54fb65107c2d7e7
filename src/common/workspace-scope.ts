import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { lockRow } from '../database/locks.js';
import type { ListFields } from './list-query/list-fields.js';
import { fetchListPage, type ListPage, type PageLoader } from './list-query/list-page.js';
import { ProblemException } from './problem/problem.js';

/** Whatever carries the caller's workspace (a Principal). */
export interface InWorkspace {
  readonly workspaceId: number;
}

/**
 * The reads every workspace-owned resource repeats, with the `workspace_id` clause written once:
 * a row outside the caller's workspace does not exist for it (a 404, never a 403). A resource
 * module makes one per entity (`new WorkspaceScope(Category, 'category')`) and reads through it.
 */
export class WorkspaceScope<T extends ObjectLiteral & { id: number; workspace_id: number }> {
  constructor(
    readonly entity: EntityTarget<T>,
    /** The query builder's alias; list fields name their columns under it (`category.key`). */
    readonly alias: string,
  ) {}

  /**
   * `where` within the workspace, as find options (`find`, `exists`, `update`, `delete`): a
   * statement that names a row by id still names it only in the caller's workspace.
   */
  where(scope: InWorkspace, where: FindOptionsWhere<T> = {}): FindOptionsWhere<T> {
    return { ...where, workspace_id: scope.workspaceId } as FindOptionsWhere<T>;
  }

  /**
   * The clause for raw SQL over the entity's table named `alias`, with one `?` for the workspace
   * id: prepared statements and the workspace's summary write it through here.
   */
  sql(alias = this.alias): string {
    return `${alias}.workspace_id = ?`;
  }

  /** Every row of the workspace, deleted in one statement (a workspace's purge). */
  async deleteAll(manager: EntityManager, scope: InWorkspace): Promise<void> {
    await manager.delete(this.entity, this.where(scope));
  }

  /** Where a generated identifier must be unique when it is unique per workspace (`freeIdentifier`). */
  identifierScope(scope: InWorkspace): { column: 'workspace_id'; id: number } {
    return { column: 'workspace_id', id: scope.workspaceId };
  }

  /** The clause as a query builder condition and its parameters (a join's ON, a subquery's WHERE). */
  condition(scope: InWorkspace, alias = this.alias): [string, { scopeWorkspaceId: number }] {
    return [`${alias}.workspace_id = :scopeWorkspaceId`, { scopeWorkspaceId: scope.workspaceId }];
  }

  /** Every row of the workspace, to narrow further. */
  query(manager: EntityManager, scope: InWorkspace): SelectQueryBuilder<T> {
    return manager
      .getRepository(this.entity)
      .createQueryBuilder(this.alias)
      .where(...this.condition(scope));
  }

  /** The row by id, to narrow or select further. */
  queryById(manager: EntityManager, scope: InWorkspace, id: number): SelectQueryBuilder<T> {
    return this.query(manager, scope).andWhere(`${this.alias}.id = :scopeId`, { scopeId: id });
  }

  /** The row, or null when it is not in the workspace. */
  byId(manager: EntityManager, scope: InWorkspace, id: number): Promise<T | null> {
    return this.queryById(manager, scope, id).getOne();
  }

  /** The row, or a 404. */
  async found(manager: EntityManager, scope: InWorkspace, id: number): Promise<T> {
    const row = await this.byId(manager, scope, id);
    if (!row) throw ProblemException.notFound();
    return row;
  }

  /** The row locked for the rest of the transaction (MySQL), or a 404. */
  async lock(manager: EntityManager, scope: InWorkspace, id: number): Promise<T> {
    const row = await lockRow(this.queryById(manager, scope, id));
    if (!row) throw ProblemException.notFound();
    return row;
  }

  /** Whether the id names a row of the workspace (for foreign ids in bodies: 422 `notFound`). */
  async exists(manager: EntityManager, scope: InWorkspace, id: number): Promise<boolean> {
    return (await this.queryById(manager, scope, id).getCount()) > 0;
  }

  /**
   * One page of a list request over the workspace's rows; `load` reads more per row (counts),
   * `idOf` finds the id in what it returns.
   */
  page<R = T>(
    manager: EntityManager,
    scope: InWorkspace,
    query: Record<string, unknown>,
    fields: ListFields,
    load?: PageLoader<T, R>,
    idOf?: (row: R) => number,
  ): Promise<ListPage<R>> {
    return fetchListPage(this.query(manager, scope), query, fields, `${this.alias}.id`, load, idOf);
  }
}
