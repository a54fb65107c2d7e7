import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isDeadlock } from './errors.js';

/**
 * The one way to write. On MySQL each unit of work is a transaction on its own pooled
 * connection. On SQLite, TypeORM shares a single connection between all requests, so a second
 * transaction would nest inside the first as a savepoint and a plain write could land inside
 * someone else's transaction and vanish with its rollback. Units of work are therefore queued
 * there, one at a time; reads need no queue.
 */
@Injectable()
export class Transactions {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.serialise = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialise) return this.retryingDeadlocks(work);
    const result = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * InnoDB breaks a deadlock by rolling one transaction back, and a rolled-back unit of work is
   * safe to run again from the start (MySQL's own advice): a create racing a workspace delete,
   * for example, then finds the workspace gone instead of failing with a 500.
   */
  private async retryingDeadlocks<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }
}

const DEADLOCK_ATTEMPTS = 3;
