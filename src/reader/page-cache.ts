import type { TestedContext } from '../content/visible-if.js';

/** Addresses whose tested context is kept (a few bytes each). */
const MAX_TESTED = 10_000;

/** A rendered page as it is sent: its bytes and their strong tag. */
export interface RenderedPage {
  readonly body: Buffer;
  readonly etag: string;
  /** Made for a reader's context (a page with context rules): never for a shared cache. */
  readonly contextual?: boolean;
}

export interface CachedEntry {
  readonly key: string;
  readonly editionId: number;
  readonly workspaceId: number;
  /** What the page was rendered from: the doc's status and `affected_on`, its project's `affected_on`. */
  readonly stamp: string;
  /** When the doc's row was last seen unchanged (ms). */
  checkedAt: number;
  readonly page: RenderedPage;
}

/**
 * Plain rendered pages, in memory, least recently used first out once the bytes pass the bound
 * (docs/reader.md). An entry is dropped at once when this instance hears its doc changed
 * (ContentChanges); what another instance changed is seen when the entry is revalidated against
 * the doc's row (`stale`).
 *
 * A render that started before a change must not store what it read: every change is numbered,
 * a render takes the number before it reads anything (`mark`), and its page is stored only if its
 * doc has not changed since.
 */
export class PageCache {
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, CachedEntry>();
  private readonly byEdition = new Map<number, Set<string>>();
  /** The number of each doc's last change, and of the last change of everything. */
  private readonly changedAt = new Map<number, number>();
  private allChangedAt = 0;
  /**
   * What each address's page tests of the reader's context (reader-context.ts, variantKey), as
   * its last render found it: the key of a reader's copy is made from it. Dropped with the doc's
   * pages; at most as many as MAX_TESTED, oldest first out.
   */
  private readonly tested = new Map<string, { editionId: number; tested: TestedContext }>();
  private changes = 0;
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Taken before a render reads anything, and handed back to `set` with its page. */
  mark(): number {
    return this.changes;
  }

  /** Whether the doc (or everything) changed after `mark` was taken. */
  changedSince(editionId: number, mark: number): boolean {
    return Math.max(this.allChangedAt, this.changedAt.get(editionId) ?? 0) > mark;
  }

  /** What the page at an address tests of the reader's context, when a render has said so since its doc last changed. */
  testedAt(address: string): TestedContext | undefined {
    return this.tested.get(address)?.tested;
  }

  setTestedAt(address: string, editionId: number, mark: number, tested: TestedContext): void {
    if (this.changedSince(editionId, mark)) return;
    this.tested.delete(address);
    this.tested.set(address, { editionId, tested });
    if (this.tested.size > MAX_TESTED) this.tested.delete(this.tested.keys().next().value!);
  }

  get(key: string): CachedEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(
    key: string,
    editionId: number,
    workspaceId: number,
    stamp: string,
    mark: number,
    page: RenderedPage,
    now = Date.now(),
  ): void {
    if (this.changedSince(editionId, mark) || page.body.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { key, editionId, workspaceId, stamp, checkedAt: now, page });
    let keys = this.byEdition.get(editionId);
    if (!keys) this.byEdition.set(editionId, (keys = new Set()));
    keys.add(key);
    this.bytes += page.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Every page of the doc goes, and no render that began before now may store one. */
  invalidate(editionId: number): void {
    this.changedAt.set(editionId, ++this.changes);
    for (const key of this.byEdition.get(editionId) ?? []) this.delete(key);
    for (const [address, entry] of this.tested) if (entry.editionId === editionId) this.tested.delete(address);
  }

  invalidateAll(): void {
    this.allChangedAt = ++this.changes;
    // Everything changed now: older per-doc numbers say nothing more.
    this.changedAt.clear();
    this.entries.clear();
    this.byEdition.clear();
    this.tested.clear();
    this.bytes = 0;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.body.length;
    const keys = this.byEdition.get(entry.editionId);
    keys?.delete(key);
    if (keys?.size === 0) this.byEdition.delete(entry.editionId);
  }
}
