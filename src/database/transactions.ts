import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { executeOnPrimary, isMysql } from './hot-reads.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { isLockConflict } from './errors.js';
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
interface PreparedInsert {
  sql: string;
  columns: ColumnMetadata[];
}

@Injectable()
export class Transactions {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();
  /** The INSERT statement of each (entity, columns) `insert` has written, built once. */
  private readonly inserts = new Map<EntityTarget<ObjectLiteral>, Map<string, PreparedInsert>>();

  // Injected by type: the default data source's token is the DataSource class, what
  // @InjectDataSource() resolves to. That keeps @nestjs/typeorm (and with it @nestjs/core) out of
  // the CLI, which builds this and the services it needs without Nest (src/cli/main.ts).
  constructor(private readonly dataSource: DataSource) {
    this.serialise = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // Every read of a unit of work decides its write: on the primary, never a replica.
    return onPrimary(() => {
      if (!this.serialise) return this.retryingLockConflicts(work);
      const result = this.tail.then(() => this.dataSource.transaction(work));
      this.tail = result.catch(() => undefined);
      return result;
    });
  }

  /**
   * One row in, as a unit of work of its own: a single INSERT is atomic by itself. On MySQL it is
   * one prepared statement on the primary, with none of a transaction's BEGIN and COMMIT round
   * trips and none of TypeORM's insert builder (the hot path of POST /oauth); values pass through
   * the driver's column conversion, as TypeORM's own insert does. On SQLite it queues with the
   * other units of work, like every write there.
   */
  async insert<E extends ObjectLiteral>(entity: EntityTarget<E>, values: Partial<E>): Promise<void> {
    if (!isMysql(this.dataSource)) {
      await this.run((manager) => manager.insert(entity, values as never));
      return;
    }
    const statement = this.insertStatement(entity, Object.keys(values));
    const params = statement.columns.map((column) =>
      this.dataSource.driver.preparePersistentValue(column.getEntityValue(values as ObjectLiteral), column),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        await executeOnPrimary(this.dataSource, statement.sql, params);
        return;
      } catch (error) {
        if (attempt >= ATTEMPTS || !isLockConflict(error)) throw error;
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }

  private insertStatement(entity: EntityTarget<ObjectLiteral>, properties: string[]): PreparedInsert {
    const key = properties.join(',');
    let byColumns = this.inserts.get(entity);
    if (!byColumns) this.inserts.set(entity, (byColumns = new Map()));
    let statement = byColumns.get(key);
    if (!statement) {
      const metadata = this.dataSource.getMetadata(entity);
      const columns = properties.map((property) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column ${property}`);
        return column;
      });
      const names = columns.map((column) => `\`${column.databaseName}\``).join(', ');
      const sql = `INSERT INTO \`${metadata.tableName}\` (${names}) VALUES (${columns.map(() => '?').join(', ')})`;
      byColumns.set(key, (statement = { sql, columns }));
    }
    return statement;
  }

  /**
   * InnoDB breaks a deadlock by rolling one transaction back, and a rolled-back unit of work is
   * safe to run again from the start (MySQL's own advice): a create racing a workspace delete,
   * for example, then finds the workspace gone instead of failing with a 500.
   */
  private async retryingLockConflicts<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isLockConflict(error)) throw error;
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }
}
