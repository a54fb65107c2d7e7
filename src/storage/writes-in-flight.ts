import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { deleteHeartbeats, deleteHeartbeatsBefore, keysBeatingSince, upsertHeartbeats } from './storage.queries.js';

/**
 * The storage keys this process is writing whose rows have not committed yet: an upload's files
 * from the moment a key is chosen until its rows commit or its bytes are removed. The orphan
 * sweep must never take them: a multi-file upload that runs longer than the sweep's grace has
 * its first files' bytes older than the grace, with no row yet.
 *
 * This instance's sweep reads the keys from memory. Every other instance reads them from
 * `write_in_flight`: while a key is held, a heartbeat every quarter of the grace (1 s to 60 s)
 * upserts its row, so a key is in the table long before its bytes can be older than the grace.
 * An upload that ends before the first beat (nearly all of them) costs no write at all. A row
 * is fresh while its heartbeat is younger than the grace (at least three beats); an instance that
 * dies leaves rows that go stale, and the sweep purges them.
 */
@Injectable()
export class WritesInFlight implements OnApplicationShutdown {
  private readonly logger = new Logger('Storage');
  /** Who writes, in `write_in_flight.instance`: for an operator reading the table. */
  readonly instance = `${hostname().slice(0, 40)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly held = new Set<string>();
  /** Held keys a beat has written a row for: their release deletes it. */
  private readonly beaten = new Set<string>();
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;
  private timer: NodeJS.Timeout | undefined;
  /** Beats and releases run one after the other, so a release never races a beat's upsert. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    const graceMs = config.MEDIA_SWEEP_GRACE_SECONDS * 1000;
    this.heartbeatMs = Math.min(60_000, Math.max(1_000, Math.floor(graceMs / 4)));
    this.staleAfterMs = Math.max(graceMs, 3 * this.heartbeatMs);
  }

  /** Before the first byte is written to `key`. */
  hold(key: string): void {
    this.held.add(key);
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), this.heartbeatMs);
      this.timer.unref();
    }
  }

  /** Once the key's rows committed, or its bytes were removed. Never throws: a row left behind goes stale. */
  release(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.held.delete(key);
    if (this.held.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    const written = keys.filter((key) => this.beaten.delete(key));
    if (written.length === 0) return Promise.resolve();
    return this.enqueue(
      () => deleteHeartbeats(this.dataSource, written),
      'could not remove the heartbeat of a finished write',
    );
  }

  isHeld(key: string): boolean {
    return this.held.has(key);
  }

  /** Keys any instance is writing, by their fresh heartbeat rows (this instance's are in memory too). */
  async fresh(): Promise<Set<string>> {
    return new Set(await keysBeatingSince(this.dataSource, new Date(Date.now() - this.staleAfterMs)));
  }

  /** Rows of instances that stopped beating (a crash): their keys are fair game for the sweep. */
  async purgeStale(): Promise<number> {
    return deleteHeartbeatsBefore(this.dataSource, new Date(Date.now() - this.staleAfterMs));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.queue;
  }

  private beat(): void {
    const keys = [...this.held];
    if (keys.length === 0) return;
    for (const key of keys) this.beaten.add(key);
    void this.enqueue(
      () => upsertHeartbeats(this.dataSource, keys, this.instance, new Date()),
      'could not write the heartbeat of writes in flight',
    );
  }

  private enqueue(work: () => Promise<unknown>, failure: string): Promise<void> {
    const next = this.queue.then(work).then(
      () => undefined,
      (error: unknown) => this.logger.warn(`${failure}: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.queue = next;
    return next;
  }
}
