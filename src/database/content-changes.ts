import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/** What changed: one doc (its row, options, status or pages), or anything (a project: its identifier or hostname). */
export type ContentChange = { editionId: number } | { all: true };

type Listener = (change: ContentChange) => void;

/** Where a transaction keeps the docs it changed until it commits (TypeORM's per-query-runner `data`). */
const PENDING = 'changedEditions';

/**
 * Marks a doc changed by the transaction `manager` runs: announced by ContentChanges when it
 * commits. A plain function, so that a writer needs nothing injected to say it.
 */
export function markDocChanged(manager: EntityManager, editionId: number): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('markDocChanged needs the transaction that makes the change');
  ((runner.data[PENDING] as Set<number> | undefined) ?? (runner.data[PENDING] = new Set<number>())).add(editionId);
}

/**
 * In-process notices that what a reader sees has changed (docs/reader.md: unpublishing or deleting a
 * doc stops serving it at once on this instance). The writers (docs, pages, projects) say so here,
 * in the database layer below them all, and whoever caches rendered pages listens, so no writer
 * imports the reader.
 *
 * A change made inside a transaction is announced once it commits, never before: a reader that
 * re-read the doc before the commit would cache what is about to be replaced. A rolled-back
 * transaction announces nothing. Other instances do not hear this; their caches revalidate on
 * their own (the reader checks the doc's `affected_on` every few seconds).
 */
@Injectable()
export class ContentChanges implements EntitySubscriberInterface {
  private readonly listeners = new Set<Listener>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** Listens to every change; returns the function that stops listening. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A doc changed outside any transaction: announced now. (Inside one, `markDocChanged`.) */
  docChanged(editionId: number): void {
    this.emit({ editionId });
  }

  /** Anything may have changed (a project's identifier or hostname): every cached page is stale. */
  allChanged(): void {
    this.emit({ all: true });
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint released inside a transaction is not its commit.
    if (event.queryRunner.isTransactionActive) return;
    const pending = event.queryRunner.data[PENDING] as Set<number> | undefined;
    if (!pending) return;
    delete event.queryRunner.data[PENDING];
    for (const editionId of pending) this.emit({ editionId });
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete event.queryRunner.data[PENDING];
  }

  private emit(change: ContentChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
