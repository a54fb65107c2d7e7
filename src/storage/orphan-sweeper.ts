import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../observability/metrics.js';
import { BlobStorage, type StoredEntry } from './blob-storage.js';
import { keysHeldBy } from './storage.queries.js';
import { StoredKeyOwners } from './stored-key-owners.js';
import { WritesInFlight } from './writes-in-flight.js';

const BATCH = 500;

export interface SweepResult {
  orphans: number;
  partials: number;
}

/**
 * Reclaims what a crash leaves in storage: bytes stored for an upload whose rows never
 * committed, and writes that never finished (local `*.part` files, S3 multipart uploads). Only
 * what is older than MEDIA_SWEEP_GRACE_SECONDS is touched, and never a key still being written
 * (WritesInFlight): an upload in progress, however long it takes, keeps its stored files and its
 * unfinished writes until its rows commit. Runs once at start, then every
 * MEDIA_SWEEP_INTERVAL_SECONDS, off the request path; each instance may run it, since deleting
 * an orphan twice is harmless.
 */
@Injectable()
export class OrphanSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrphanSweeper');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
    private readonly config: AppConfig,
    private readonly writes: WritesInFlight,
    private readonly owners: StoredKeyOwners,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.dataSource.isInitialized || !this.config.workers) return;
    this.sweepInBackground();
    this.timer = setInterval(() => this.sweepInBackground(), this.config.MEDIA_SWEEP_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Resolves when the sweep in progress (the one at start, say) is done. */
  idle(): Promise<unknown> {
    return this.running;
  }

  /**
   * One pass: everything last written before `now` minus the grace period, except keys still
   * being written, here or on another instance (WritesInFlight).
   */
  async sweep(now = new Date()): Promise<SweepResult> {
    const before = new Date(now.getTime() - this.config.MEDIA_SWEEP_GRACE_SECONDS * 1000);
    const result: SweepResult = { orphans: 0, partials: 0 };
    await this.writes.purgeStale();
    // Taken before the listing: a write another instance starts after it is younger than the grace.
    const elsewhere = await this.writes.fresh();
    const inFlight = (key: string) => this.writes.isHeld(key) || elsewhere.has(key);
    let batch: string[] = [];
    for await (const entry of this.storage.listOlderThan(before)) {
      if (inFlight(entry.key)) continue;
      if (entry.partial) {
        await this.discard(entry);
        result.partials++;
        continue;
      }
      batch.push(entry.key);
      if (batch.length === BATCH) {
        result.orphans += await this.deleteUnreferenced(batch);
        batch = [];
      }
    }
    if (batch.length > 0) result.orphans += await this.deleteUnreferenced(batch);
    this.metrics?.sweepRemoved.inc({ kind: 'orphan' }, result.orphans);
    this.metrics?.sweepRemoved.inc({ kind: 'partial' }, result.partials);
    if (result.orphans + result.partials > 0)
      this.logger.warn(`removed ${result.orphans} stored files with no row and ${result.partials} unfinished writes`);
    return result;
  }

  private sweepInBackground(): void {
    this.running = this.running
      .then(() => this.sweep())
      .catch((error: unknown) =>
        this.logger.warn(`media sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  private async discard(entry: StoredEntry): Promise<void> {
    await this.storage.discardPartial(entry);
  }

  /**
   * A key no registered column (StoredKeyOwners) holds is an orphan; bytes under a derived key
   * (an image's variant) are one only when the key they derive from is.
   */
  private async deleteUnreferenced(keys: string[]): Promise<number> {
    // With no column registered, nothing tells an orphan from a file: leave everything.
    if (this.owners.all().length === 0) return 0;
    const owners = (key: string) => this.owners.candidates(key);
    const candidates = [...new Set(keys.flatMap(owners))];
    const referenced = new Set<string>();
    for (const { entity, column } of this.owners.all()) {
      for (const key of await keysHeldBy(this.dataSource, entity, column, candidates)) referenced.add(key);
    }
    const orphans = keys.filter((key) => !owners(key).some((owner) => referenced.has(owner)));
    for (const key of orphans) await this.storage.delete(key);
    return orphans.length;
  }
}
