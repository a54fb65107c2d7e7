import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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
