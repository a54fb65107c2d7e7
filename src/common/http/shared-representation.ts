/**
 * Representations written once per row version (bench/levers.md, "Speed round 3, second pass").
 *
 * A resource tagged by version (etag.ts, withRepresentationKey) has a key that names everything
 * its bytes depend on but the request's link prefix: the same key, the same bytes, which is what
 * makes its ETag strong. So a GET by id that reads a row whose key it has already presented can
 * answer with that representation, and its bytes as they were written for the same link prefix,
 * without hydrating the row, presenting it, rewriting its links or serialising it again. The row
 * is still read on every request (its version is what the key holds), so a change made anywhere,
 * by any instance or by SQL, is seen at once: a new version is a new key.
 *
 * A shared representation is never changed in place: the link-prefix hook leaves it alone, and the
 * serializer hook writes each prefix's bytes from a copy, once (schema-serializers.ts).
 */

/**
 * How many representations of one kind a service holds: about 4 kB each for a project (the object
 * and its 1.4 kB of bytes), so under 10 MiB.
 */
export const SHARED_REPRESENTATIONS = 2048;

/** Per shared representation, its bytes per link prefix, as they were first written. */
const WRITTEN = Symbol('written bytes');

export type WrittenBytes = Partial<Record<string, string>>;

/** The bytes already written of a shared representation, per prefix; undefined for any other payload. */
export function writtenBytesOf(payload: unknown): WrittenBytes | undefined {
  return payload !== null && typeof payload === 'object'
    ? (payload as Record<symbol, WrittenBytes | undefined>)[WRITTEN]
    : undefined;
}

/**
 * A bounded table of representations by key, for one service of one app (the key does not name
 * the database: two apps in one process must not share one). The oldest entry goes first when it
 * is full; an entry whose row has moved on is never asked for again and ages out.
 */
export class SharedRepresentations<T extends object> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  /** The representation presented under `key`, if it is still held. */
  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  /**
   * Holds a freshly presented resource under its own representation key (`representationKeyOf`)
   * and returns it, marked shared. A resource without a key (not read at a version) is returned as
   * it is, not held.
   */
  remember(resource: T, key: string | undefined): T {
    if (key === undefined) return resource;
    Object.defineProperty(resource, WRITTEN, { value: {} satisfies WrittenBytes });
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, resource);
    return resource;
  }
}
