import { setTimeout as sleep } from 'node:timers/promises';

import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { RowLockTimeout } from './errors.js';

/**
 * Row locks, in one place: MySQL takes them (`SELECT ... FOR UPDATE`); on SQLite the
 * Transactions queue already runs one unit of work at a time, so there is nothing to lock.
 */
export function takesRowLocks(manager: Pick<EntityManager, 'connection'>): boolean {
  return manager.connection.options.type !== 'better-sqlite3';
}

/** The query, made a locking read where the driver has one. */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  if (takesRowLocks(qb)) qb.setLock('pessimistic_write');
  return qb;
}

/** The row, locked for the rest of the transaction on MySQL. */
export function lockRow<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<T | null> {
  return forUpdate(qb).getOne();
}

/** The same for the `find` options of an EntityManager. */
export function lockOption(manager: EntityManager): { mode: 'pessimistic_write' } | undefined {
  return takesRowLocks(manager) ? { mode: 'pessimistic_write' } : undefined;
}

/**
 * `work`, run while this connection holds MySQL's named lock `name` (GET_LOCK, on a connection of
 * its own from the primary, given to `work` as its manager), so of several instances doing the same
 * at the same moment one runs it at a time and the next sees what it wrote. SQLite has no such
 * lock: `work` runs on the data source's manager.
 */
export async function withNamedLock<T>(
  dataSource: DataSource,
  name: string,
  seconds: number,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (!takesRowLocks(dataSource.manager)) return work(dataSource.manager);
  const runner = dataSource.createQueryRunner('master');
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, seconds])) as { got: unknown }[];
    if (Number(row?.got) !== 1) throw new Error(`the database lock "${name}" was not free within ${seconds} s`);
    try {
      return await work(runner.manager);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

/** How long a write waits its turn behind another write of the same row (docs/faults.md). */
const ROW_LOCK_WAIT_MS = 10_000;

/**
 * Waits its turn for one row's lock (MySQL), within ROW_LOCK_WAIT_MS, without a statement that
 * outlives DB_QUERY_TIMEOUT_MS: each try is `FOR UPDATE NOWAIT`, answered at once, and the wait is
 * between tries. A plain `FOR UPDATE` behind a long write (a 1 MiB content patch) was cut by the
 * query timeout and answered as "database unavailable", checking the database breaker, while the
 * database was fine. Past the budget: RowLockTimeout (answered 409 with Retry-After, saying another
 * write holds the row).
 * On SQLite the Transactions queue already gave this unit of work its turn.
 */
export async function waitForRowLock(manager: EntityManager, table: string, id: number, what: string): Promise<void> {
  if (!takesRowLocks(manager)) return;
  const deadline = Date.now() + ROW_LOCK_WAIT_MS;
  const sql = `SELECT id FROM ${manager.connection.driver.escape(table)} WHERE id = ? FOR UPDATE NOWAIT`;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    try {
      await manager.query(sql, [id]);
      return;
    } catch (error) {
      if (!isLockBusy(error)) throw error;
      if (Date.now() + pause > deadline) {
        throw new RowLockTimeout(what, ROW_LOCK_WAIT_MS);
      }
      await sleep(pause);
    }
  }
}

/** NOWAIT found the row locked: MariaDB says lock wait timeout, MySQL 8 its own code. */
function isLockBusy(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'ER_LOCK_NOWAIT';
}
