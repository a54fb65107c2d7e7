import type { DataSource } from 'typeorm';

/** The parts of a mysql2 pooled connection a ping uses. */
export interface PingableConnection {
  ping(callback: (error: Error | null) => void): unknown;
  release(): void;
  destroy(): void;
}

/**
 * One ping on a connection `acquire` gives (itself bounded by the caller), answered within
 * `timeoutMs`. A connection that fails or stays silent is destroyed, never handed back to its
 * pool; a good one is released. Used by the pool guard's probe of the primary and by the read
 * replicas' probe.
 */
export function pingOnce(
  acquire: (callback: (error: Error | null, connection?: PingableConnection) => void) => void,
  timeoutMs: number,
  done: (ok: boolean) => void,
): void {
  acquire((error, connection) => {
    if (error || !connection) {
      done(false);
      return;
    }
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      connection.destroy();
      done(false);
    }, timeoutMs);
    connection.ping((pingError) => {
      if (answered) return;
      clearTimeout(timer);
      if (pingError) connection.destroy();
      else connection.release();
      done(!pingError);
    });
  });
}

/** The cheapest statement that proves the database answers (the readiness probe's). */
export function selectOne(dataSource: DataSource): Promise<unknown> {
  return dataSource.query('SELECT 1');
}
