import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One statement for the writer: SQL with `?` and its values as the driver stores them. */
export interface Statement {
  sql: string;
  values: unknown[];
}

/**
 * The worker: its own better-sqlite3 connection to the same file (WAL, so the main connection's
 * readers keep reading the last commit meanwhile), and one transaction per batch. The batch's
 * first statement is the guard (the watermark still where the fold began): when it changes no
 * row, nothing is written and the answer is false.
 */
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const bind = (values) => values.map((v) => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v));
const cache = new Map();
const prepared = (sql) => { let s = cache.get(sql); if (!s) { s = db.prepare(sql); if (cache.size < 64) cache.set(sql, s); } return s; };
const write = db.transaction((guard, statements) => {
  if (prepared(guard.sql).run(...bind(guard.values)).changes !== 1) return false;
  for (const statement of statements) prepared(statement.sql).run(...bind(statement.values));
  return true;
});
parentPort.on('message', ({ id, guard, statements }) => {
  try {
    parentPort.postMessage({ id, result: write.immediate(guard, statements) });
  } catch (error) {
    parentPort.postMessage({ id, fault: String((error && error.message) || error) });
  }
});
`;

/**
 * Writes a fold's rows on SQLite off the main thread (docs/analytics.md, Limits): better-sqlite3
 * is synchronous, so a busy minute's thousands of sessions written on the main connection held the
 * event loop for seconds. The caller holds the writers' queue (Transactions.exclusive) meanwhile,
 * so no other write interleaves; the main connection is never inside a transaction for it.
 */
export class SqliteFoldWriter {
  private worker?: Worker;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (ok: boolean) => void; reject: (error: Error) => void }>();

  constructor(private readonly file: string) {}

  write(guard: Statement, statements: Statement[]): Promise<boolean> {
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, guard, statements });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(SCRIPT, { eval: true, workerData: { driver, file: this.file } });
    worker.unref();
    worker.on('message', ({ id, result, fault }: { id: number; result?: boolean; fault?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (fault !== undefined) waiting?.reject(new Error(`fold writer: ${fault}`));
      else waiting?.resolve(result === true);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`fold writer exited with code ${code}`)));
    return worker;
  }
}
