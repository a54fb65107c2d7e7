import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner, ReplicationMode } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { pingOnce } from './ping.js';
import { enableReadRouting, enterReadScope, readsFromPrimary } from './read-routing.js';
import { RecentWriters } from './recent-writers.js';

type Callback<T> = (error: Error | null, value?: T) => void;
type QueryCallback = (error: Error | null, ...rest: unknown[]) => void;

/** The parts of a mysql2 pooled connection this wraps. */
interface RawConnection {
  query(...args: unknown[]): unknown;
  ping(callback: (error: Error | null) => void): unknown;
  release(): void;
  destroy(): void;
  [GUARDED]?: true;
  [RAW_QUERY]?: (...args: unknown[]) => unknown;
}
interface RawPool {
  getConnection(callback: Callback<RawConnection>): void;
  _closed?: boolean;
}
/** TypeORM's MySQL driver with replication: mysql2's pool cluster, nodes MASTER and SLAVE0..n. */
interface ReplicatedDriver {
  poolCluster?: { _nodes: Record<string, { pool: RawPool }> };
  obtainMasterConnection(): Promise<RawConnection>;
  obtainSlaveConnection(): Promise<RawConnection>;
  prepareDbConnection(connection: RawConnection): RawConnection;
}

interface Replica {
  id: string;
  getRaw: (callback: Callback<RawConnection>) => void;
  pool: RawPool;
  /** It answers (false once it refused or went silent, until a ping succeeds). */
  up: boolean;
  /** It answers but is behind by more than the allowed lag, or not replicating at all. */
  behind: boolean;
  /** Its lag can be read: false once the server said the status is not ours to see. */
  lagReadable: boolean;
  /** It answers again after a fault, and is out until its first lag check says it has caught up. */
  readmitting?: boolean;
  /** SHOW REPLICA STATUS, or SHOW SLAVE STATUS on a server that predates it. */
  statusSql: string;
  /** Seconds behind the primary at the last check (null: not replicating; undefined: not yet checked). */
  lagSeconds?: number | null;
  probe?: NodeJS.Timeout;
}

/** A replica takes reads when it answers and keeps up. */
const serving = (replica: Replica) => replica.up && !replica.behind;

const GUARDED = Symbol('replica-guard');
/** A guarded connection's own query, which a lag check uses: its status must never come from the primary. */
const RAW_QUERY = Symbol('replica-raw-query');

/** Failures that say the replica, not the statement, is at fault: take it out, ask the primary. */
const REPLICA_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'REPLICA_UNAVAILABLE',
]);

/** A statement that only reads, outside a transaction: one a replica may answer. */
const READ_STATEMENT = /^\s*(?:\(\s*)*(?:SELECT|WITH)\b/i;
const LOCKING_READ = /\bFOR\s+(?:UPDATE|SHARE)\b|\bLOCK\s+IN\s+SHARE\s+MODE\b/i;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How often a replica that was taken out is asked whether it answers again. */
const PROBE_INTERVAL_MS = 500;
/** How often each answering replica is asked how far behind it is. */
const LAG_CHECK_INTERVAL_MS = 1000;
/** mysql2 error numbers: the status needs a privilege we lack; the REPLICA keyword is unknown. */
const ER_SPECIFIC_ACCESS_DENIED = 1227;
const ER_PARSE_ERROR = 1064;

/**
 * Read replicas (DATABASE_REPLICA_URLS), at the one place where TypeORM picks a connection.
 *
 * - Which reads: a GET (or HEAD) by a credential that has not written within
 *   DATABASE_PRIMARY_AFTER_WRITE_MS (RecentWriters) may read from a replica; everything else reads
 *   from the primary (see read-routing.ts): write requests, units of work (Transactions.run:
 *   locks, If-Match, uniqueness, idempotency), public routes (`/ready` asks the primary),
 *   and code outside a request.
 * - Where: TypeORM's SELECT query builders ask `defaultReplicationModeForReads`, and
 *   `dataSource.query` of a plain SELECT is routed the same way; both come to `readMode()`.
 * - Failures: a replica that fails to give a connection or to answer a read (refused, reset,
 *   silent past DB_QUERY_TIMEOUT_MS) is taken out at once, and that read runs again on the
 *   primary, so the client sees no error. A probe pings it every 500 ms; after the first good
 *   ping its lag is read at once, and it is back when that is within the bound (with the lag
 *   check off, or its status unreadable, the ping alone puts it back). Replicas are picked
 *   round-robin among those in.
 * - Lag: every second each answering replica is asked for its replication status. One more than
 *   DATABASE_REPLICA_MAX_LAG_SECONDS behind, or not replicating at all (a stopped or broken
 *   replication thread: `Seconds_Behind_Master` is NULL), is out until it is back within the
 *   bound; it would otherwise serve an ever older state. A server that shows no replication
 *   status, or whose status this user may not see, is kept, with a warning, unchecked.
 *
 * The primary's own faults stay the pool guard's (pool-guard.ts): 503 with Retry-After.
 */
@Injectable()
export class Replicas implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private readonly replicas: Replica[] = [];
  private driver?: ReplicatedDriver;
  private next = 0;
  private stopped = false;
  private lagTimer?: NodeJS.Timeout;
  readonly writers: RecentWriters;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.writers = RecentWriters.connect(
      config.DATABASE_PRIMARY_AFTER_WRITE_MS,
      // No Redis connection where no request comes (the CLI).
      config.replicaUrls.length > 0 && config.workers ? config.REDIS_URL : undefined,
    );
  }

  onModuleInit(): void {
    const driver = this.dataSource.driver as unknown as ReplicatedDriver;
    if (!this.dataSource.isInitialized || !driver.poolCluster) return;
    this.driver = driver;
    for (const [id, node] of Object.entries(driver.poolCluster._nodes)) {
      if (id.startsWith('SLAVE')) {
        this.replicas.push({
          id,
          pool: node.pool,
          getRaw: node.pool.getConnection.bind(node.pool),
          up: true,
          behind: false,
          lagReadable: true,
          statusSql: 'SHOW REPLICA STATUS',
        });
      }
    }
    if (this.config.DATABASE_REPLICA_MAX_LAG_SECONDS > 0 && this.config.workers) {
      this.lagTimer = setInterval(() => this.checkLag(), LAG_CHECK_INTERVAL_MS);
      this.lagTimer.unref();
    }
    enableReadRouting();
    driver.obtainSlaveConnection = () => this.replicaConnection();
    this.dataSource.defaultReplicationModeForReads = () => this.readMode();
    const query = this.dataSource.query.bind(this.dataSource);
    this.dataSource.query = (async (sql: string, parameters?: unknown[], queryRunner?: QueryRunner) => {
      if (queryRunner || !READ_STATEMENT.test(sql) || LOCKING_READ.test(sql) || this.readMode() === 'master')
        return query(sql, parameters, queryRunner);
      const runner = this.dataSource.createQueryRunner('slave');
      try {
        return await query(sql, parameters, runner);
      } finally {
        await runner.release();
      }
    }) as DataSource['query'];
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.lagTimer);
    for (const replica of this.replicas) clearTimeout(replica.probe);
    await this.writers.close();
  }

  /**
   * Where the read about to be made goes: 'slave' (a replica that is in) or 'master'. The one
   * function a read path outside TypeORM's query builders needs, e.g.
   * `dataSource.createQueryRunner(replicas.readMode())` before a prepared statement on its
   * connection.
   */
  readMode(): ReplicationMode {
    return readsFromPrimary() || !this.replicas.some(serving) ? 'master' : 'slave';
  }

  /** Replicas in use right now (answering and keeping up), by position in DATABASE_REPLICA_URLS. */
  get replicasUp(): boolean[] {
    return this.replicas.map(serving);
  }

  /** Whether requests are routed at all: only with replicas configured (known before the app's init). */
  get routesRequests(): boolean {
    return this.config.replicaUrls.length > 0;
  }

  /**
   * Enters a request's read scope, then `done`: a GET or HEAD (`method`) by a credential that has
   * not written lately may read from a replica; anything else, or a request without a credential,
   * reads from the primary. `carrier` (the request) keeps the scope for `resumeReadScope`.
   */
  enterRequest(carrier: object, method: string, credentialId: number | undefined, done: () => void): void {
    if (credentialId === undefined || !SAFE_METHODS.has(method)) {
      enterReadScope(carrier, true, done);
      return;
    }
    this.writers.has(credentialId).then(
      (recent) => enterReadScope(carrier, recent, done),
      () => enterReadScope(carrier, true, done),
    );
  }

  /** Before a request's answer goes out: a write marks its credential as a recent writer. */
  async answered(method: string, credentialId: number | undefined): Promise<void> {
    if (credentialId !== undefined && !SAFE_METHODS.has(method)) await this.writers.mark(credentialId);
  }

  private pick(): Replica | undefined {
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next++ % this.replicas.length];
      if (serving(replica)) return replica;
    }
    return undefined;
  }

  /** TypeORM's `obtainSlaveConnection`: a replica's connection, or the primary's when none can give one. */
  private replicaConnection(): Promise<RawConnection> {
    const driver = this.driver!;
    const replica = this.pick();
    if (!replica) return driver.obtainMasterConnection();
    return new Promise((resolve, reject) => {
      this.acquireWithin(replica, this.config.DB_ACQUIRE_TIMEOUT_MS, (error, connection) => {
        if (error || !connection) {
          this.takeOut(replica, error ?? new Error('no connection'));
          driver.obtainMasterConnection().then(resolve, reject);
          return;
        }
        resolve(driver.prepareDbConnection(this.guard(replica, connection)));
      });
    });
  }

  private acquireWithin(replica: Replica, ms: number, callback: Callback<RawConnection>): void {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(Object.assign(new Error(`No replica connection within ${ms} ms`), { code: 'REPLICA_UNAVAILABLE' }));
    }, ms);
    replica.getRaw((error, connection) => {
      if (settled) {
        connection?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      callback(error, connection);
    });
  }

  /**
   * Wraps a replica connection's query once: the query timeout, and a read the replica fails
   * (not the statement's own error) runs again on the primary, answered as if nothing happened.
   */
  private guard(replica: Replica, connection: RawConnection): RawConnection {
    if (connection[GUARDED]) return connection;
    connection[GUARDED] = true;
    const query = connection.query.bind(connection);
    connection[RAW_QUERY] = query;
    const timeout = this.config.DB_QUERY_TIMEOUT_MS;
    let dead = false;
    connection.query = (...args: unknown[]) => {
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt < 0) return query(...args);
      const original = [...args];
      const callback = args[callbackAt] as QueryCallback;
      if (dead) return this.onPrimary(original, callbackAt, callback);
      const sql = args[0];
      if (timeout > 0) {
        if (typeof sql === 'string') args[0] = { sql, timeout };
        else if (sql && typeof sql === 'object' && (sql as { timeout?: unknown }).timeout === undefined && 'sql' in sql)
          args[0] = { ...(sql as object), timeout };
      }
      args[callbackAt] = (error: Error | null, ...rest: unknown[]) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (error && (REPLICA_FAILURES.has(code as string) || (error as { fatal?: boolean }).fatal)) {
          dead = true;
          connection.destroy();
          this.takeOut(replica, error);
          this.onPrimary(original, callbackAt, callback);
          return;
        }
        callback(error, ...rest);
      };
      return query(...args);
    };
    return connection;
  }

  /** Runs a query the replica could not answer on a connection of the primary's. */
  private onPrimary(args: unknown[], callbackAt: number, callback: QueryCallback): undefined {
    this.driver!.obtainMasterConnection().then(
      (primary) => {
        const copy = [...args];
        copy[callbackAt] = (error: Error | null, ...rest: unknown[]) => {
          primary.release();
          callback(error, ...rest);
        };
        primary.query(...copy);
      },
      (error: Error) => callback(error),
    );
    return undefined;
  }

  /** One round of lag checks: each answering replica whose status can be read, on its own connection. */
  private checkLag(): void {
    for (const replica of this.replicas) this.checkLagOf(replica);
  }

  private checkLagOf(replica: Replica): void {
    if (!replica.up || !replica.lagReadable || this.stopped || replica.pool._closed) return;
    this.acquireWithin(replica, this.config.DB_ACQUIRE_TIMEOUT_MS, (error, connection) => {
      // A replica that gives no connection is the read path's and the probe's to judge.
      if (error || !connection) return;
      this.readLag(replica, connection);
    });
  }

  /** Whether a replica's lag is checked at all: the bound is on and its status can be read. */
  private lagChecked(replica: Replica): boolean {
    return this.config.DATABASE_REPLICA_MAX_LAG_SECONDS > 0 && replica.lagReadable;
  }

  private readLag(replica: Replica, connection: RawConnection): void {
    const query = connection[RAW_QUERY] ?? connection.query.bind(connection);
    query(
      { sql: replica.statusSql, timeout: this.config.DB_QUERY_TIMEOUT_MS || 1000 },
      (error: Error | null, rows?: unknown) => {
        const errno = (error as { errno?: number } | null)?.errno;
        if (error) {
          if ((error as { fatal?: boolean }).fatal) connection.destroy();
          else connection.release();
          if (errno === ER_PARSE_ERROR && replica.statusSql === 'SHOW REPLICA STATUS')
            replica.statusSql = 'SHOW SLAVE STATUS';
          else if (errno === ER_SPECIFIC_ACCESS_DENIED)
            this.uncheckable(
              replica,
              'this user may not read its replication status (it needs REPLICA MONITOR on MariaDB, REPLICATION CLIENT on MySQL)',
            );
          return;
        }
        connection.release();
        const status = (rows as Record<string, unknown>[] | undefined)?.[0];
        if (!status) {
          this.uncheckable(replica, 'it shows no replication status');
          return;
        }
        const seconds = status.Seconds_Behind_Master ?? status.Seconds_Behind_Source;
        const lag = seconds === null || seconds === undefined ? null : Number(seconds);
        this.setBehind(replica, lag === null || lag > this.config.DATABASE_REPLICA_MAX_LAG_SECONDS, lag);
      },
    );
  }

  /** Each replica's lag at its last check, for the metrics (null: unknown, not replicating, or down). */
  lags(): Map<string, number | null> {
    return new Map(this.replicas.map((replica) => [replica.id, replica.up ? (replica.lagSeconds ?? null) : null]));
  }

  private setBehind(replica: Replica, behind: boolean, lag: number | null): void {
    if (this.stopped) return;
    replica.lagSeconds = lag;
    // Back from a fault and still behind: out, as it was, and said so.
    if (replica.behind === behind && !(behind && replica.readmitting)) return;
    replica.readmitting = false;
    replica.behind = behind;
    if (!behind)
      this.logger.log(
        `replica ${replica.id} is back within ${this.config.DATABASE_REPLICA_MAX_LAG_SECONDS} s of the primary (${lag} s); reads go to it`,
      );
    else if (lag === null)
      this.logger.warn(
        `replica ${replica.id} is not replicating; its reads go to the primary until it is again and has caught up`,
      );
    else
      this.logger.warn(
        `replica ${replica.id} is ${lag} s behind the primary (over ${this.config.DATABASE_REPLICA_MAX_LAG_SECONDS} s); its reads go to the primary until it catches up`,
      );
  }

  private uncheckable(replica: Replica, why: string): void {
    replica.lagReadable = false;
    // Kept, unchecked, as a replica whose lag was never readable is.
    replica.behind = false;
    replica.readmitting = false;
    this.logger.warn(`replica ${replica.id}: its lag is not checked, since ${why}`);
  }

  private takeOut(replica: Replica, error: Error): void {
    if (!replica.up || this.stopped) return;
    replica.up = false;
    const code = (error as { code?: unknown }).code ?? error.message;
    this.logger.warn(
      `replica ${replica.id} taken out (${String(code)}); its reads go to the primary until it answers again`,
    );
    this.scheduleProbe(replica);
  }

  private scheduleProbe(replica: Replica): void {
    if (this.stopped || replica.pool._closed) return;
    replica.probe = setTimeout(() => {
      this.ping(replica, (ok) => {
        if (!ok) {
          this.scheduleProbe(replica);
          return;
        }
        replica.up = true;
        if (!this.lagChecked(replica)) {
          this.logger.log(`replica ${replica.id} answers again; reads go to it`);
          return;
        }
        // A replica that was down is likely behind: it serves no read until its lag is read
        // (at once, not at the next round) and is within the bound.
        replica.behind = true;
        replica.readmitting = true;
        this.logger.log(`replica ${replica.id} answers again; reads go to it once its lag is within the bound`);
        this.checkLagOf(replica);
      });
    }, PROBE_INTERVAL_MS);
    replica.probe.unref();
  }

  private ping(replica: Replica, done: (ok: boolean) => void): void {
    if (this.stopped || replica.pool._closed) return;
    pingOnce(
      (callback) =>
        this.acquireWithin(replica, this.config.DB_CONNECT_TIMEOUT_MS + this.config.DB_ACQUIRE_TIMEOUT_MS, callback),
      this.config.DB_QUERY_TIMEOUT_MS || 1000,
      done,
    );
  }
}
