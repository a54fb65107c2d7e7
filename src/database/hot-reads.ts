import type { DataSource } from 'typeorm';

/** The parts of a mysql2 callback connection a hot read uses. */
interface PooledConnection {
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows?: unknown) => void): unknown;
  release(): void;
}

interface MysqlDriverLike {
  obtainMasterConnection(): Promise<PooledConnection>;
}

/** Read replicas are configured: TypeORM's MySQL driver then holds a pool cluster. */
function replicated(dataSource: DataSource): boolean {
  return (dataSource.driver as unknown as { poolCluster?: unknown }).poolCluster !== undefined;
}

/**
 * The one place that picks the mysql2 pool a hot statement runs on: the primary's. With replicas,
 * hot reads take the routed path instead (see hotRead); a hot write always runs here.
 */
function readConnection(dataSource: DataSource): Promise<PooledConnection> {
  return (dataSource.driver as unknown as MysqlDriverLike).obtainMasterConnection();
}

/**
 * mysql2's prepared `execute` on a connection of the primary's pool, which the pool guard wraps
 * (acquire timeout, query timeout, breaker): parsed and planned once per connection, rows in the
 * binary protocol, none of TypeORM's per-call bookkeeping (bench/levers.md). MySQL only.
 */
export async function executeOnPrimary(dataSource: DataSource, sql: string, params: unknown[]): Promise<unknown> {
  const connection = await readConnection(dataSource);
  return new Promise((resolve, reject) => {
    connection.execute(sql, params, (error, result) => {
      connection.release();
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * A fixed statement read on the hot path (GET by id): on MySQL a prepared statement
 * (`executeOnPrimary`) instead of TypeORM's query runner, which sends the text protocol. On
 * SQLite, TypeORM's `query` (better-sqlite3 caches its statements already). The rows come back
 * keyed by column name, as `dataSource.query` returns them, for `hydrate()`.
 */
export async function hotRead(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  // With read replicas (database/replicas.ts) `dataSource.query` is where a read is routed to a
  // replica or the primary, and where a failing replica's read is run again on the primary.
  if (!isMysql(dataSource) || replicated(dataSource)) {
    return (await dataSource.query(sql, params)) as Record<string, unknown>[];
  }
  return (await executeOnPrimary(dataSource, sql, params)) as Record<string, unknown>[];
}

export function isMysql(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

/** `?, ?, ...` by count of placeholders, made once each. */
const PLACEHOLDERS: string[] = [];

/**
 * The `IN (...)` of a hot read of `ids`: its placeholders and the values to bind. The ids are
 * padded to the next power of two (the first id repeated, which matches nothing more), so however
 * many ids a request brings (a page of 1 to 100, a page's images), the statement is one of a few
 * texts: each is prepared once per connection, and no client can fill the server's prepared
 * statements.
 */
export function idsIn(ids: readonly number[]): { placeholders: string; values: number[] } {
  const slots = 2 ** Math.ceil(Math.log2(Math.max(ids.length, 1)));
  const placeholders = (PLACEHOLDERS[slots] ??= new Array(slots).fill('?').join(', '));
  const values = slots === ids.length ? [...ids] : [...ids, ...new Array<number>(slots - ids.length).fill(ids[0])];
  return { placeholders, values };
}
