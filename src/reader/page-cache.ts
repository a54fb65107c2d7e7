/** A rendered page as it is sent: its bytes and their strong tag. */
export interface RenderedPage {
  readonly body: Buffer;
  readonly etag: string;
}

interface Entry {
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
 * (CONTRACT 14). An entry is dropped at once when this instance hears its doc changed
 * (ContentChanges); what another instance changed is seen when the entry is revalidated against
 * the doc's row (`stale`).
 *
 * A render that started before a change must not store what it read: each doc has a generation,
 * moved by every change, and a page is stored only if its doc's generation did not move while it
 * was rendered.
 */
export class PageCache {
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly byEdition = new Map<number, Set<string>>();
  private readonly generations = new Map<number, number>();
  private epoch = 0;
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The doc's generation now, to hand back to `set` once the page is rendered. */
  generation(editionId: number): string {
    return `${this.epoch}:${this.generations.get(editionId) ?? 0}`;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, editionId: number, workspaceId: number, stamp: string, generation: string, page: RenderedPage, now = Date.now()): void {
    if (generation !== this.generation(editionId) || page.body.length > this.maxBytes / 4) return;
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
    this.generations.set(editionId, (this.generations.get(editionId) ?? 0) + 1);
    for (const key of this.byEdition.get(editionId) ?? []) this.delete(key);
  }

  invalidateAll(): void {
    this.epoch += 1;
    this.generations.clear();
    this.entries.clear();
    this.byEdition.clear();
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
