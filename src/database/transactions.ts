import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { isLockConflict } from './errors.js';
import { onPrimary } from './read-routing.js';

/** Attempts of one unit of work that MySQL keeps rolling back for a lock conflict. */
const ATTEMPTS = 5;

/**
 * The one way to write. On MySQL each unit of work is a transaction on its own pooled
 * connection. On SQLite, TypeORM shares a single connection between all requests, so a second
 * transaction would nest inside the first as a savepoint and a plain write could land inside
 * someone else's transaction and vanish with its rollback. Units of work are therefore queued
 * there, one at a time; reads need no queue.
 *
 * On MySQL, InnoDB may roll a transaction back to break a deadlock (or give up on a lock wait)
 * through no fault of the request. The whole unit of work then runs again, from its first
 * statement, after a short random pause, up to ATTEMPTS times: so a unit of work must not do
 * anything outside the database that cannot be repeated (uploads store bytes before theirs).
 */
@Injectable()
export class Transactions {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();

  // Injected by type: the default data source's token is the DataSource class, what
  // @InjectDataSource() resolves to. That keeps @nestjs/typeorm (and with it @nestjs/core) out of
  // the CLI, which builds this and the services it needs without Nest (src/cli/main.ts).
  constructor(private readonly dataSource: DataSource) {
    this.serialise = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // Every read of a unit of work decides its write: on the primary, never a replica.
    return onPrimary(() => {
      if (!this.serialise) return this.retryingLockConflicts(work);
      const result = this.tail.then(() => this.dataSource.transaction(work));
      this.tail = result.catch(() => undefined);
      return result;
    });
  }

  /**
   * InnoDB breaks a deadlock by rolling one transaction back, and a rolled-back unit of work is
   * safe to run again from the start (MySQL's own advice): a create racing a workspace delete,
   * for example, then finds the workspace gone instead of failing with a 500.
   */
  private async retryingLockConflicts<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isLockConflict(error)) throw error;
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }
}
