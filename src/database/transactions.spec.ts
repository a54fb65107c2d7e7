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
