import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

import { isLockConflict } from './errors.js';
import { executeOnPrimary, isMysql } from './hot-reads.js';
import { onPrimary } from './read-routing.js';

/** Attempts of one unit of work that MySQL keeps rolling back for a lock conflict. */
const ATTEMPTS = 5;

/**
 * The one way to write. On MySQL each unit of work is a transaction on its own pooled
 * connection. On SQLite, TypeORM shares a single connection between all requests, so a second
 * transaction would nest inside the first as a savepoint and a plain write could land inside
 * someone else's transaction and vanish with its rollback. Units of work are therefore queued
 * there, one at a time; reads need no queue.
 *
 * On MySQL, InnoDB may roll a transaction back to break a deadlock (or give up on a lock wait)
 * through no fault of the request. The whole unit of work then runs again, from its first
 * statement, after a short random pause, up to ATTEMPTS times: so a unit of work must not do
 * anything outside the database that cannot be repeated (uploads store bytes before theirs).
 */
interface PreparedStatement {
  sql: string;
  set: ColumnMetadata[];
  where: ColumnMetadata[];
}

@Injectable()
export class Transactions {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();
  /** Each single-statement write's SQL, per entity and shape (kind, columns), built once. */
  private readonly prepared = new Map<EntityTarget<ObjectLiteral>, Map<string, PreparedStatement>>();

  // Injected by type: the default data source's token is the DataSource class, what
  // @InjectDataSource() resolves to. That keeps @nestjs/typeorm (and with it @nestjs/core) out of
  // the CLI, which builds this and the services it needs without Nest (src/cli/main.ts).
  constructor(private readonly dataSource: DataSource) {
    this.serialise = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // Every read of a unit of work decides its write: on the primary, never a replica.
    return onPrimary(() => {
      if (!this.serialise) return retryingLockConflicts(() => this.dataSource.transaction(work));
      const result = this.tail.then(() =>
        this.dataSource.transaction(async (manager) => {
          await manager.query(this.takeWriteLock());
          return work(manager);
        }),
      );
      this.tail = result.catch(() => undefined);
      return result;
    });
  }

  private lockStatement?: string;

  /**
   * SQLite: the first statement of every unit of work, a write that changes nothing (a DELETE of
   * no row from any table), so the transaction holds the database's write lock before it reads
   * (what BEGIN IMMEDIATE does, which TypeORM does not issue). `run`'s queue orders this
   * process's units of work; the lock orders them against other processes on the same file (the
   * CLI, a second instance). A deferred transaction that read first and then found another
   * process writing fails at once with SQLITE_BUSY (SQLite cannot wait there without risking a
   * deadlock); taking the lock first, it waits busy_timeout for the other to commit and then
   * reads what that one wrote.
   */
  private takeWriteLock(): string {
    this.lockStatement ??= `DELETE FROM "${this.dataSource.entityMetadatas[0].tableName}" WHERE 0`;
    return this.lockStatement;
  }

  /**
   * SQLite: runs `work` in the writers' queue without opening a transaction on the shared
   * connection, for work that writes through a connection of its own (the analytics fold's
   * writer thread); on MySQL it just runs it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serialise) return work();
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * One row in, as a unit of work of its own: a single INSERT is atomic by itself. On MySQL it is
   * one prepared statement on the primary (see `statement`); on SQLite it queues with the other
   * units of work, like every write there.
   */
  async insert<E extends ObjectLiteral>(entity: EntityTarget<E>, values: Partial<E>): Promise<void> {
    if (!isMysql(this.dataSource)) {
      await this.run((manager) => manager.insert(entity, values as never));
      return;
    }
    await this.statement(entity, 'insert', values, {});
  }

  /**
   * The columns of `values` set on the rows that match `where` (equality on each column), as a
   * unit of work of its own: one UPDATE is atomic by itself. Returns how many rows matched (on
   * MySQL found rows, not changed ones: mysql2 asks for FOUND_ROWS). On MySQL one prepared
   * statement on the primary; on SQLite queued with the other units of work.
   */
  async update<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    where: Partial<E>,
    values: Partial<E>,
  ): Promise<number> {
    if (!isMysql(this.dataSource)) {
      const result = await this.run((manager) => manager.update(entity, where as never, values as never));
      return result.affected ?? 0;
    }
    const result = (await this.statement(entity, 'update', values, where)) as { affectedRows: number };
    return result.affectedRows;
  }

  /**
   * A single-statement write on MySQL: a prepared statement on the primary, built once per
   * entity and column list, with none of a transaction's BEGIN and COMMIT round trips and none of
   * TypeORM's query builders (the hot paths of POST /oauth and PATCH; bench/levers.md). Values
   * pass through the driver's column conversion, as TypeORM's own writes do. A statement InnoDB
   * rolls back for a lock conflict runs again, as a unit of work does.
   */
  private async statement(
    entity: EntityTarget<ObjectLiteral>,
    kind: 'insert' | 'update',
    values: ObjectLiteral,
    where: ObjectLiteral,
  ): Promise<unknown> {
    const prepared = this.prepare(entity, kind, Object.keys(values), Object.keys(where));
    const driver = this.dataSource.driver;
    const params = [
      ...prepared.set.map((column) => driver.preparePersistentValue(column.getEntityValue(values), column)),
      ...prepared.where.map((column) => driver.preparePersistentValue(column.getEntityValue(where), column)),
    ];
    return retryingLockConflicts(() => executeOnPrimary(this.dataSource, prepared.sql, params));
  }

  private prepare(
    entity: EntityTarget<ObjectLiteral>,
    kind: 'insert' | 'update',
    set: string[],
    where: string[],
  ): PreparedStatement {
    const key = `${kind}:${set.join(',')}:${where.join(',')}`;
    let byShape = this.prepared.get(entity);
    if (!byShape) this.prepared.set(entity, (byShape = new Map()));
    let statement = byShape.get(key);
    if (statement) return statement;
    const metadata = this.dataSource.getMetadata(entity);
    const columns = (properties: string[]) =>
      properties.map((property) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column ${property}`);
        return column;
      });
    const quoted = (column: ColumnMetadata) => `\`${column.databaseName}\``;
    const setColumns = columns(set);
    const whereColumns = columns(where);
    if (kind === 'update' && whereColumns.length === 0) throw new Error('an UPDATE needs a WHERE');
    const sql =
      kind === 'insert'
        ? `INSERT INTO \`${metadata.tableName}\` (${setColumns.map(quoted).join(', ')}) VALUES (${setColumns.map(() => '?').join(', ')})`
        : `UPDATE \`${metadata.tableName}\` SET ${setColumns.map((c) => `${quoted(c)} = ?`).join(', ')} WHERE ${whereColumns.map((c) => `${quoted(c)} = ?`).join(' AND ')}`;
    byShape.set(key, (statement = { sql, set: setColumns, where: whereColumns }));
    return statement;
  }
}

/**
 * InnoDB breaks a deadlock by rolling one transaction back, and a rolled-back unit of work (or
 * single statement) is safe to run again from the start (MySQL's own advice): a create racing a
 * workspace delete, for example, then finds the workspace gone instead of failing with a 500.
 */
async function retryingLockConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLockConflict(error)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
