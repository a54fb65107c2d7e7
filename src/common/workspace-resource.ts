import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { isUniqueViolation } from '../database/errors.js';
import type { Transactions } from '../database/transactions.js';
import { type HalCollection, halCollection } from './hal/hal.js';
import { Preconditions } from './http/etag.js';
import type { ListFields } from './list-query/list-fields.js';
import type { InWorkspace, WorkspaceScope } from './workspace-scope.js';

/** Whatever keeps a create's answer for an Idempotency-Key's retry (the idempotency module's recorder). */
interface CompletesCreate<R> {
  complete(manager: EntityManager, resource: R): Promise<void>;
}

/**
 * The reads and the delete a workspace-owned resource with a plain HAL list repeats: a service
 * extends it, names its scope, list key and list fields, and says how rows are presented; it
 * keeps its own create and update, where the rules of the resource are.
 */
export abstract class WorkspaceResourceService<
  T extends { id: number; workspace_id: number },
  R extends object,
  K extends string,
> {
  protected constructor(
    protected readonly dataSource: DataSource,
    protected readonly transactions: Transactions,
    protected readonly base: string,
    private readonly scope: WorkspaceScope<T>,
    private readonly key: K,
    private readonly fields: ListFields,
  ) {}

  /** The resources of the rows, in their order (one statement per page where more is read). */
  protected abstract present(manager: EntityManager, rows: T[]): R[] | Promise<R[]>;

  /** The list query as the engine reads it; a resource with a default order says so here. */
  protected listQuery(query: Record<string, unknown>): Record<string, unknown> {
    return query;
  }

  async list(principal: InWorkspace, query: Record<string, unknown>, requestUrl: string): Promise<HalCollection<K, R>> {
    const manager = this.dataSource.manager;
    const page = await this.scope.page(manager, principal, this.listQuery(query), this.fields);
    return halCollection(this.base, requestUrl, {
      key: this.key,
      items: await this.present(manager, page.rows),
      ...page,
    });
  }

  async get(principal: InWorkspace, id: number): Promise<R> {
    const manager = this.dataSource.manager;
    return this.presentOne(manager, await this.scope.found(manager, principal, id));
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  async remove(principal: InWorkspace, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await this.locked(manager, principal, id, conditions);
      await this.beforeDelete(manager, row);
      await manager.delete(this.scope.entity, { id: row.id });
    });
  }

  /** Inside the delete's transaction, before the row goes. */
  protected async beforeDelete(_manager: EntityManager, _row: T): Promise<void> {}

  protected async presentOne(manager: EntityManager, row: T): Promise<R> {
    const [resource] = await this.present(manager, [row]);
    return resource;
  }

  /** The row locked for the rest of the transaction, once the request's If-Match holds (else 404, 412). */
  protected async locked(
    manager: EntityManager,
    principal: InWorkspace,
    id: number,
    conditions: Preconditions,
  ): Promise<T> {
    const row = await this.scope.lock(manager, principal, id);
    await conditions.check(() => this.presentOne(manager, row));
    return row;
  }

  /**
   * A create in one transaction; a unique violation, a concurrent create that took the same key
   * between the check and the insert, is answered as `taken()` (the check's own problem).
   */
  protected async creating(work: (manager: EntityManager) => Promise<R>, taken: () => Error): Promise<R> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** Inserts a new row, presents it and keeps the answer for the create's retry, in the caller's transaction. */
  protected async inserted(manager: EntityManager, row: T, recorder?: CompletesCreate<R>): Promise<R> {
    const { identifiers } = await manager.insert(this.scope.entity, row as QueryDeepPartialEntity<T>);
    row.id = Number(identifiers[0].id);
    const resource = await this.presentOne(manager, row);
    await recorder?.complete(manager, resource);
    return resource;
  }
}
