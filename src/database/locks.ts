import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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
