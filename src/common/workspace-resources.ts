import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { Transactions } from '../database/transactions.js';
import { type HalCollection, halCollection } from './hal/hal.js';
import { Preconditions } from './http/etag.js';
import type { ListFields } from './list-query/list-fields.js';
import { fetchListPage, type ListPage, type PageLoader } from './list-query/list-page.js';
import type { InWorkspace, WorkspaceScope } from './workspace-scope.js';

/** Whatever keeps a create's answer for an Idempotency-Key's retry (the idempotency module's recorder). */
interface CompletesCreate<R> {
  complete(manager: EntityManager, resource: R): Promise<void>;
}

/**
 * What WorkspaceResources needs to know of one kind of resource: its scope, its list's key and
 * fields, and how its rows are presented. A service writes it once (a field) and passes it to
 * every call.
 */
export interface ResourceKind<T extends { id: number; workspace_id: number }, R extends object, K extends string> {
  scope: WorkspaceScope<T>;
  /** The collection's `_embedded` key. */
  key: K;
  fields: ListFields;
  /** The resources of the rows, in their order (one statement per page where more is read). */
  present(manager: EntityManager, rows: T[]): R[] | Promise<R[]>;
  /** The list query as the engine reads it: a resource with a default order says so here. */
  listQuery?(query: Record<string, unknown>): Record<string, unknown>;
  /** Inside the delete's transaction, before the row goes. */
  beforeDelete?(manager: EntityManager, row: T): Promise<void>;
}

/**
 * The reads, the delete and the create helpers every workspace resource repeats, composed into a
 * service rather than inherited: the service keeps its own create and update, where the rules of
 * the resource are, and hands this its ResourceKind (CONTRIBUTING.md, "Adding a resource").
 */
@Injectable()
export class WorkspaceResources {
  /** The API's base URL, the links' first part. */
  readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  /**
   * A page of the workspace's rows as a HAL collection. `load` and `idOf` read more per row in the
   * page's own statement (a project's counts) and present those rows instead.
   */
  async list<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    principal: InWorkspace,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<K, R>> {
    const manager = this.dataSource.manager;
    const page = await kind.scope.page(manager, principal, kind.listQuery?.(query) ?? query, kind.fields);
    return this.collection(kind.key, requestUrl, await kind.present(manager, page.rows), page);
  }

  /** A page read with more per row (`load`, `idOf`: see WorkspaceScope.page), presented by `present`. */
  async listLoaded<T extends { id: number; workspace_id: number }, L, R extends object, K extends string>(
    kind: Pick<ResourceKind<T, R, K>, 'scope' | 'key' | 'fields' | 'listQuery'>,
    principal: InWorkspace,
    query: Record<string, unknown>,
    requestUrl: string,
    load: PageLoader<T, L>,
    idOf: (row: L) => number,
    present: (manager: EntityManager, rows: L[]) => R[] | Promise<R[]>,
  ): Promise<HalCollection<K, R>> {
    const manager = this.dataSource.manager;
    const page = await kind.scope.page(manager, principal, kind.listQuery?.(query) ?? query, kind.fields, load, idOf);
    return this.collection(kind.key, requestUrl, await present(manager, page.rows), page);
  }

  /**
   * A page of rows a resource reaches through another's scope rather than its own (users, through
   * their membership of the workspace): `rows` is the scoped query, `idColumn` the list's tie-break.
   */
  async listThrough<T extends ObjectLiteral, R extends object, K extends string>(
    kind: { key: K; fields: ListFields; idColumn: string; present(rows: T[]): R[] },
    rows: (manager: EntityManager) => SelectQueryBuilder<T>,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<K, R>> {
    const page = await fetchListPage(rows(this.dataSource.manager), query, kind.fields, kind.idColumn);
    return this.collection(kind.key, requestUrl, kind.present(page.rows), page);
  }

  /** The workspace's row `id`, presented; 404 outside the workspace. */
  async get<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    principal: InWorkspace,
    id: number,
  ): Promise<R> {
    const manager = this.dataSource.manager;
    return this.presentOne(kind, manager, await kind.scope.found(manager, principal, id));
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  async remove<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    principal: InWorkspace,
    id: number,
    conditions = Preconditions.NONE,
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await this.locked(kind, manager, principal, id, conditions);
      await kind.beforeDelete?.(manager, row);
      await manager.delete(kind.scope.entity, { id: row.id });
    });
  }

  async presentOne<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    manager: EntityManager,
    row: T,
  ): Promise<R> {
    const [resource] = await kind.present(manager, [row]);
    return resource;
  }

  /** The row locked for the rest of the transaction, once the request's If-Match holds (else 404, 412). */
  async locked<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    manager: EntityManager,
    principal: InWorkspace,
    id: number,
    conditions: Preconditions,
  ): Promise<T> {
    const row = await kind.scope.lock(manager, principal, id);
    await conditions.check(() => this.presentOne(kind, manager, row));
    return row;
  }

  /**
   * A create in one transaction; a unique violation, a concurrent create that took the same key
   * between the check and the insert, is answered as `taken()` (the check's own problem).
   */
  async creating<R>(work: (manager: EntityManager) => Promise<R>, taken: () => Error): Promise<R> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** Inserts a new row, presents it and keeps the answer for the create's retry, in the caller's transaction. */
  async inserted<T extends { id: number; workspace_id: number }, R extends object, K extends string>(
    kind: ResourceKind<T, R, K>,
    manager: EntityManager,
    row: T,
    recorder?: CompletesCreate<R>,
  ): Promise<R> {
    const { identifiers } = await manager.insert(kind.scope.entity, row as QueryDeepPartialEntity<T>);
    row.id = Number(identifiers[0].id);
    const resource = await this.presentOne(kind, manager, row);
    await recorder?.complete(manager, resource);
    return resource;
  }

  private collection<K extends string, R>(
    key: K,
    requestUrl: string,
    items: R[],
    page: ListPage<unknown>,
  ): HalCollection<K, R> {
    return halCollection(this.base, requestUrl, {
      key,
      items,
      totalItems: page.totalItems,
      page: page.page,
      limit: page.limit,
    });
  }
}

/** WorkspaceResources for every module (global: each resource service takes it). */
@Global()
@Module({ providers: [WorkspaceResources], exports: [WorkspaceResources] })
export class WorkspaceResourcesModule {}
