import { createHash, randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Transactions } from '../database/transactions.js';
import { deleteSaltsBefore, insertSalt, madeSaltOf, saltOf } from './analytics.queries.js';

/** `YYYY-MM-DD` of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The visitor: 64 bits of SHA-256 over the day's salt, the project, the IP and the user agent.
 * The same reader is one visitor for a UTC day on one project; once the salt is deleted (a day
 * later), no one can link the hash to an IP again.
 */
export function visitorHash(salt: string, projectId: number, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${projectId}\n${ip}\n${userAgent}`).digest('hex').slice(0, 16);
}

/**
 * The daily salts, in the database so every instance hashes a reader alike: the first instance
 * to need a day's salt makes it (a concurrent one loses the insert and reads the winner's).
 * Yesterday's is kept one day, for events buffered across midnight; older ones are deleted.
 */
@Injectable()
export class Salts {
  private readonly cache = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  async forDay(day: string): Promise<string> {
    const cached = this.cache.get(day);
    if (cached) return cached;
    let row = await saltOf(this.dataSource.manager, day);
    if (!row) {
      await this.transactions.run((manager) => insertSalt(manager, day, randomBytes(32).toString('hex')));
      row = await madeSaltOf(this.dataSource.manager, day);
    }
    if (this.cache.size > 4) this.cache.clear();
    this.cache.set(day, row.salt);
    return row.salt;
  }

  /** Deletes every salt older than yesterday (of `today`). */
  async prune(today: Date): Promise<void> {
    const yesterday = utcDay(new Date(today.getTime() - 86_400_000));
    await this.transactions.run((manager) => deleteSaltsBefore(manager, yesterday));
    for (const day of this.cache.keys()) if (day < yesterday) this.cache.delete(day);
  }
}
