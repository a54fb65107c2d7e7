import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

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

  // Injected by type: the default data source's token is the DataSource class, what
  // @InjectDataSource() resolves to. That keeps @nestjs/typeorm (and with it @nestjs/core) out of
  // the CLI, which builds this and the services it needs without Nest (src/cli/main.ts).
  constructor(private readonly dataSource: DataSource) {
    this.serialise = dataSource.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialise) return this.dataSource.transaction(work);
    const result = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
