import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';

import { Transactions } from './transactions.js';

@Entity('note')
class Note {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  text: string;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Transactions on SQLite', () => {
  let dataSource: DataSource;
  beforeEach(async () => {
    dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Note],
      synchronize: true,
    }).initialize();
  });
  afterEach(async () => {
    await dataSource.destroy();
  });

  const texts = async () => (await dataSource.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.text);

  /** A unit that writes, waits on real I/O, then fails and rolls back, while another unit commits. */
  async function race(run: (work: (m: DataSource['manager']) => Promise<unknown>) => Promise<unknown>) {
    const failing = run(async (manager) => {
      await manager.insert(Note, { text: 'rolled back' });
      await pause();
      throw new Error('fails halfway');
    });
    const committing = run((manager) => manager.insert(Note, { text: 'committed' }));
    const [first, second] = await Promise.allSettled([failing, committing]);
    expect(first.status).toBe('rejected');
    return second;
  }

  it('shows the hazard: plain TypeORM transactions on the shared connection break the other write', async () => {
    const second = await race((work) => dataSource.transaction(work));
    // Either it fails outright ("cannot start a transaction within a transaction") or it is lost.
    const survived = second.status === 'fulfilled' && (await texts()).includes('committed');
    expect(survived).toBe(false);
  });

  it('queues units of work, so the committed write survives the other rollback', async () => {
    const transactions = new Transactions(dataSource);
    const second = await race((work) => transactions.run(work));
    expect(second.status).toBe('fulfilled');
    expect(await texts()).toEqual(['committed']);
  });

  it('keeps the queue going after a failure and returns each result', async () => {
    const transactions = new Transactions(dataSource);
    await expect(transactions.run(async () => Promise.reject(new Error('first')))).rejects.toThrow('first');
    await expect(
      transactions.run(async (m) => (await m.insert(Note, { text: 'after' })).identifiers[0].id),
    ).resolves.toBe(1);
  });
});

/**
 * Another process on the same file (the CLI beside the server): a thread with a connection of its
 * own that, told to, writes a row in an IMMEDIATE transaction (waiting busy_timeout for the lock,
 * blocking only itself) and says when it has committed.
 */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const db = new (require('better-sqlite3'))(workerData);
db.pragma('busy_timeout = 5000');
parentPort.postMessage('ready');
parentPort.on('message', () => {
  db.transaction(() => db.prepare("INSERT INTO note (text) VALUES ('other')").run()).immediate();
  parentPort.postMessage('committed');
});
`;

describe('Transactions on an SQLite file another process writes too', () => {
  let dir: string;
  let dataSource: DataSource;
  let other: Worker;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'transactions-'));
    const file = join(dir, 'shared.sqlite');
    dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: file,
      entities: [Note],
      synchronize: true,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
      },
    }).initialize();
    other = new Worker(OTHER_WRITER, { eval: true, workerData: file });
    // Started and connected before a test asks it to write: on a loaded machine a thread's start
    // can take longer than a test's wait for its write.
    await new Promise((resolve) => other.once('message', resolve));
  });
  afterEach(async () => {
    await other.terminate();
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A unit of work that reads, lets the other process write (waiting at most `waitMs` for it to
   * commit: it cannot while this one holds the write lock), then writes.
   */
  const readThenWrite = (waitMs: number) => async (manager: DataSource['manager']) => {
    const count = await manager.count(Note);
    const committed = new Promise((resolve) => other.once('message', resolve));
    other.postMessage('write');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([committed, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    await manager.insert(Note, { text: `saw ${count}` });
  };
  const texts = async () => (await dataSource.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.text);

  it('shows the hazard: a deferred transaction that read first fails with SQLITE_BUSY', async () => {
    // Nothing holds the other writer back here, so its commit comes: waited for, however slow.
    await expect(dataSource.transaction(readThenWrite(30_000))).rejects.toThrow(/database is locked/);
    expect(await texts()).toEqual(['other']);
  });

  it('holds the write lock from its start, so the other process waits and nothing fails', async () => {
    await new Transactions(dataSource).run(readThenWrite(300));
    await new Promise((resolve) => other.once('message', resolve));
    expect(await texts()).toEqual(['saw 0', 'other']);
  });
});
