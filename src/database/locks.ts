import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The row, locked for the rest of the transaction on MySQL (`SELECT ... FOR UPDATE`). On SQLite
 * the Transactions queue already runs one unit of work at a time.
 */
export function lockRow<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<T | null> {
  if (qb.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
  return qb.getOne();
}
