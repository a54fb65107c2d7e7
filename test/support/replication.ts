import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createConnection } from 'mysql2/promise';

import { freePort } from './server-process.js';

const MARIADBD = process.env.MARIADBD_PATH ?? '/usr/sbin/mariadbd';
/** An initialised data directory, made once per machine and copied for every server. */
const TEMPLATE = join(tmpdir(), 'publishing-api-mariadb-template');

interface Server {
  dir: string;
  port: number;
  process?: ChildProcess;
}

/**
 * A MariaDB primary (binary log on) and a replica of it, each a `mariadbd` of its own on a
 * loopback port with a data directory under the system's temp dir, for the replica and
 * multi-instance tests. Both listen on 127.0.0.1 only and are gone when the test ends; root has
 * no password there. Grant tables stay on: the edition-count triggers reach the replica with
 * their DEFINER, which must name a real account (without grant tables it is empty and the
 * replica stops). The machine's own MariaDB is not touched.
 */
export class ReplicatedMariaDb {
  private constructor(
    private readonly root: string,
    private readonly primary: Server,
    private readonly replica: Server,
  ) {}

  static async start(): Promise<ReplicatedMariaDb> {
    await ensureTemplate();
    const root = mkdtempSync(join(tmpdir(), 'api-replication-'));
    const primary: Server = { dir: join(root, 'primary'), port: await freePort() };
    const replica: Server = { dir: join(root, 'replica'), port: await freePort() };
    cpSync(TEMPLATE, primary.dir, { recursive: true });
    cpSync(TEMPLATE, replica.dir, { recursive: true });
    const pair = new ReplicatedMariaDb(root, primary, replica);
    try {
      await Promise.all([
        pair.launch(primary, ['--server-id=1', `--log-bin=${join(primary.dir, 'binlog')}`, '--binlog-format=ROW']),
        pair.launch(replica, ['--server-id=2']),
      ]);
      await pair.sql(
        replica.port,
        `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root', MASTER_USE_GTID=current_pos, MASTER_CONNECT_RETRY=1`,
      );
      await pair.sql(replica.port, 'START SLAVE');
    } catch (error) {
      await pair.stop();
      throw error;
    }
    return pair;
  }

  /** `mysql://root@127.0.0.1:port/` of the primary: where the test's databases are created. */
  get primaryUrl(): string {
    return `mysql://root@127.0.0.1:${this.primary.port}/`;
  }

  get replicaUrl(): string {
    return `mysql://root@127.0.0.1:${this.replica.port}/`;
  }

  /** Waits until the replica has applied everything the primary has written so far. */
  async caughtUp(timeoutSeconds = 30): Promise<void> {
    const [[{ pos }]] = await this.query<{ pos: string }>(this.primary.port, 'SELECT @@gtid_binlog_pos AS pos');
    const [[{ waited }]] = await this.query<{ waited: number }>(
      this.replica.port,
      'SELECT MASTER_GTID_WAIT(?, ?) AS waited',
      [pos, timeoutSeconds],
    );
    if (Number(waited) !== 0) {
      const [[status]] = await this.query<{ Last_SQL_Error?: string; Last_IO_Error?: string }>(
        this.replica.port,
        'SHOW SLAVE STATUS',
      );
      const why =
        [status?.Last_SQL_Error, status?.Last_IO_Error].filter(Boolean).join('; ') || 'no replication error reported';
      throw new Error(`the replica did not reach ${pos} within ${timeoutSeconds} s (${why})`);
    }
  }

  /** Stops applying the primary's changes (the replica still answers, with old data). */
  /** How many SELECTs the replica has answered so far (its Com_select). */
  async replicaSelects(): Promise<number> {
    const [[row]] = await this.query<{ Value: string }>(this.replica.port, "SHOW GLOBAL STATUS LIKE 'Com_select'");
    return Number(row.Value);
  }

  async pause(): Promise<void> {
    await this.sql(this.replica.port, 'STOP SLAVE SQL_THREAD');
  }

  async resume(): Promise<void> {
    await this.sql(this.replica.port, 'START SLAVE SQL_THREAD');
  }

  /** The replica dies at once, as a crashed server or machine would. */
  async killReplica(): Promise<void> {
    await kill(this.replica);
  }

  /**
   * The replica starts again on its data directory and resumes replicating on its own, or, with
   * `replicating: false`, answers without replicating until `startReplicating()`.
   */
  async restartReplica({ replicating = true }: { replicating?: boolean } = {}): Promise<void> {
    await this.launch(this.replica, ['--server-id=2', ...(replicating ? [] : ['--skip-slave-start'])]);
  }

  async startReplicating(): Promise<void> {
    await this.sql(this.replica.port, 'START SLAVE');
  }

  async killPrimary(): Promise<void> {
    await kill(this.primary);
  }

  async restartPrimary(): Promise<void> {
    await this.launch(this.primary, [
      '--server-id=1',
      `--log-bin=${join(this.primary.dir, 'binlog')}`,
      '--binlog-format=ROW',
    ]);
  }

  async stop(): Promise<void> {
    await kill(this.replica);
    await kill(this.primary);
    rmSync(this.root, { recursive: true, force: true });
  }

  private async launch(server: Server, flags: string[]): Promise<void> {
    const log = openSync(join(this.root, `${server.port}.log`), 'a');
    server.process = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${server.dir}`,
        '--user=root',
        `--port=${server.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(server.dir, 'mariadb.sock')}`,
        `--pid-file=${join(server.dir, 'mariadb.pid')}`,
        '--innodb-buffer-pool-size=64M',
        `--relay-log=${join(server.dir, 'relay')}`,
        ...flags,
      ],
      { stdio: ['ignore', log, log] },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.process.exitCode !== null)
        throw new Error(`mariadbd on port ${server.port} exited; see ${join(this.root, `${server.port}.log`)}`);
      try {
        await this.sql(server.port, 'SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  private async sql(port: number, statement: string): Promise<void> {
    await this.query(port, statement);
  }

  private async query<T>(port: number, statement: string, values: unknown[] = []): Promise<[T[], unknown]> {
    const connection = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2000 });
    try {
      return (await connection.query(statement, values)) as unknown as [T[], unknown];
    } finally {
      await connection.end();
    }
  }
}

async function kill(server: Server): Promise<void> {
  const child = server.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function ensureTemplate(): Promise<void> {
  if (existsSync(join(TEMPLATE, 'mysql'))) return;
  const partial = mkdtempSync(`${TEMPLATE}.partial-`);
  await promisify(execFile)(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${partial}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    {
      timeout: 120_000,
    },
  );
  try {
    renameSync(partial, TEMPLATE);
  } catch {
    // Another run made it first.
    rmSync(partial, { recursive: true, force: true });
  }
}
