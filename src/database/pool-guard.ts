import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { pingOnce } from './ping.js';

/** The parts of mysql2's callback pool and connections the guard wraps. */
type Callback<T> = (error: Error | null, value?: T) => void;
interface RawConnection {
  query(...args: unknown[]): unknown;
  execute(...args: unknown[]): unknown;
  ping(callback: (error: Error | null) => void): unknown;
  release(): void;
  destroy(): void;
  [GUARDED]?: true;
}
interface RawPool {
  getConnection(callback: Callback<RawConnection>): void;
  _closed?: boolean;
}

/** Something waiting with a deadline: an acquisition or a query. `expire` fails it. */
interface Deadline {
  at: number;
  expire(): void;
}

const GUARDED = Symbol('pool-guard');

/** The code the problem filter maps to a 503 (to-problem.ts). */
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/** Codes that say the network path to the server is broken: the breaker opens at once. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'PROTOCOL_CONNECTION_LOST',
]);

/**
 * Codes a healthy but busy server can cause too (a lock wait past the query timeout, a pool
 * drained by a burst): the breaker opens only if a ping on another connection fails as well.
 */
const SLOWNESS = new Set(['PROTOCOL_SEQUENCE_TIMEOUT', DATABASE_UNAVAILABLE]);

function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: DATABASE_UNAVAILABLE, fatal: true });
}

/**
 * Makes MySQL faults fail fast instead of hanging requests (docs/faults.md, Retries and faults). mysql2 bounds only
 * the TCP connect; a server that accepts but never answers (a blackholed network, a frozen
 * proxy) would hold a query, and then the pool, forever. The guard adds, on the live pool:
 *
 * - an acquire timeout: a request waits at most DB_ACQUIRE_TIMEOUT_MS for a connection;
 * - a query timeout: a query (text or prepared) unanswered for DB_QUERY_TIMEOUT_MS fails, and its
 *   connection is destroyed (mysql2 would otherwise queue every later command behind the lost
 *   one), so the transaction's ROLLBACK and the release fail at once too;
 * - a breaker: after a connection-level failure (or a timeout that a ping confirms), requests
 *   fail at once, so no new timeouts pile up, while a probe pings the server every 250 ms; the
 *   first good ping closes it. No restart needed.
 *
 * Both bounds are kept by one shared timer that sweeps the in-flight deadlines (every tenth of
 * the shorter bound), not by a timer per query: mysql2's own `timeout` option arms and clears a
 * timer for every statement, which under load cost as much as the rest of the guard (bench/levers.md).
 * A deadline is therefore met within 10% late, well inside the 2 s the contract allows.
 *
 * Migrations at boot run before the guard is installed, so they are not subject to the timeouts.
 */
@Injectable()
export class PoolGuard implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private pool?: RawPool;
  private getRaw?: (callback: Callback<RawConnection>) => void;
  private open = false;
  private verifying = false;
  private probeTimer?: NodeJS.Timeout;
  private stopped = false;
  private readonly deadlines = new Set<Deadline>();
  private sweeper?: NodeJS.Timeout;
  /** Told how long each acquire waited, in seconds, when set (the metrics' pool-wait histogram). */
  observeWait?: (seconds: number) => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // The CLI (config.workers false): a one-shot command waits for the database as long as it
    // takes, and no sweep timer runs.
    if (!this.config.workers) return;
    // With read replicas, TypeORM keeps the primary's pool as the MASTER node of a pool cluster
    // (replicas.ts looks after the others).
    const driver = this.dataSource.driver as unknown as {
      pool?: RawPool;
      poolCluster?: { _nodes: Record<string, { pool: RawPool }> };
    };
    const pool = driver.pool ?? driver.poolCluster?._nodes.MASTER?.pool;
    if (!this.dataSource.isInitialized || !pool || typeof pool.getConnection !== 'function') return;
    this.pool = pool;
    this.getRaw = pool.getConnection.bind(pool);
    pool.getConnection = (callback) => this.acquire(callback);
    const tick = Math.max(
      10,
      Math.min(250, Math.min(this.config.DB_ACQUIRE_TIMEOUT_MS, this.config.DB_QUERY_TIMEOUT_MS || Infinity) / 10),
    );
    this.sweeper = setInterval(() => this.sweep(), tick);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.probeTimer);
    clearInterval(this.sweeper);
  }

  /** Fails whatever has waited past its deadline. */
  private sweep(): void {
    if (this.deadlines.size === 0) return;
    const now = Date.now();
    for (const deadline of this.deadlines) {
      if (deadline.at > now) continue;
      this.deadlines.delete(deadline);
      deadline.expire();
    }
  }

  /** True while the breaker is open: the last contact with the server failed. */
  get isOpen(): boolean {
    return this.open;
  }

  private acquire(callback: Callback<RawConnection>): void {
    if (this.open) {
      process.nextTick(() => callback(unavailable('The database is unreachable')));
      return;
    }
    const observe = this.observeWait;
    const asked = observe ? performance.now() : 0;
    this.acquireWithin(this.config.DB_ACQUIRE_TIMEOUT_MS, (error, connection) => {
      observe?.((performance.now() - asked) / 1000);
      if (error) {
        this.failed(error);
        callback(error);
        return;
      }
      callback(null, this.guard(connection!));
    });
  }

  /** The pool's getConnection, answered within `ms`; a connection that comes later goes back. */
  private acquireWithin(ms: number, callback: Callback<RawConnection>): void {
    let settled = false;
    const deadline: Deadline = {
      at: Date.now() + ms,
      expire: () => {
        settled = true;
        callback(unavailable(`No database connection within ${ms} ms`));
      },
    };
    this.deadlines.add(deadline);
    this.getRaw!((error, connection) => {
      if (settled) {
        connection?.release();
        return;
      }
      settled = true;
      this.deadlines.delete(deadline);
      callback(error, connection);
    });
  }

  /** Wraps a pooled connection's query and execute once: the query timeout, and no reuse after a lost answer. */
  private guard(connection: RawConnection): RawConnection {
    if (connection[GUARDED]) return connection;
    connection[GUARDED] = true;
    const state: { dead?: Error } = {};
    connection.query = this.bounded(connection, connection.query.bind(connection), state);
    connection.execute = this.bounded(connection, connection.execute.bind(connection), state);
    return connection;
  }

  private bounded(
    connection: RawConnection,
    send: (...args: unknown[]) => unknown,
    state: { dead?: Error },
  ): (...args: unknown[]) => unknown {
    const timeout = this.config.DB_QUERY_TIMEOUT_MS;
    return (...args: unknown[]) => {
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      // Streamed queries (no callback) are the caller's to bound.
      if (callbackAt < 0) return send(...args);
      const callback = args[callbackAt] as (error: Error | null, ...rest: unknown[]) => void;
      if (state.dead) {
        const dead = state.dead;
        process.nextTick(() => callback(dead));
        return undefined;
      }
      let answered = false;
      const deadline: Deadline | undefined =
        timeout > 0
          ? {
              at: Date.now() + timeout,
              expire: () => {
                answered = true;
                // Whatever mysql2 says later about this command is ignored; the connection is gone.
                state.dead = Object.assign(new Error('Connection lost: the query timed out'), {
                  code: 'PROTOCOL_CONNECTION_LOST',
                  fatal: true,
                });
                connection.destroy();
                const error = Object.assign(new Error('Query inactivity timeout'), {
                  code: 'PROTOCOL_SEQUENCE_TIMEOUT',
                  fatal: true,
                  timeout,
                });
                this.failed(error);
                callback(error);
              },
            }
          : undefined;
      if (deadline) this.deadlines.add(deadline);
      args[callbackAt] = (error: Error | null, ...rest: unknown[]) => {
        if (answered) return;
        answered = true;
        if (deadline) this.deadlines.delete(deadline);
        if (error) this.failed(error);
        callback(error, ...rest);
      };
      return send(...args);
    };
  }

  private failed(error: Error): void {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || this.open || this.verifying || this.stopped) return;
    if (CONNECTION_FAILURES.has(code)) {
      this.trip(code);
    } else if (SLOWNESS.has(code)) {
      this.verifying = true;
      this.ping((ok) => {
        this.verifying = false;
        if (!ok) this.trip(code);
      });
    }
  }

  private trip(code: string): void {
    if (this.open || this.stopped) return;
    this.open = true;
    this.logger.warn(`database unreachable (${code}); failing requests fast until it answers again`);
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.stopped || this.pool?._closed) return;
    this.probeTimer = setTimeout(() => {
      this.ping((ok) => {
        if (!ok) {
          this.scheduleProbe();
          return;
        }
        this.open = false;
        this.logger.log('database reachable again');
      });
    }, 250);
    this.probeTimer.unref();
  }

  /** One ping on a pooled connection, bounded like a request's: connect, acquire and query timeouts. */
  private ping(done: (ok: boolean) => void): void {
    if (this.stopped || this.pool?._closed) return;
    pingOnce(
      (callback) => this.acquireWithin(this.config.DB_CONNECT_TIMEOUT_MS + this.config.DB_ACQUIRE_TIMEOUT_MS, callback),
      this.config.DB_QUERY_TIMEOUT_MS || 1000,
      done,
    );
  }
}
