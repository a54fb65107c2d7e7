import type { HalLinkPrefixer, LinkPrefix } from '../hal/link-prefix.js';
import { withRepresentationKey } from './etag.js';

/**
 * Bytes written once per row version (bench/levers.md, "Speed round 3, fourth pass").
 *
 * A resource tagged by version (etag.ts, withRepresentationKey) has a key that names everything
 * its bytes depend on but the request's link prefix: the same key and prefix, the same bytes,
 * which is what makes its ETag strong. So a GET by id that reads a row whose key it has already
 * written under the request's prefix answers with those bytes, without hydrating the row,
 * presenting it, rewriting its links or serialising it. The row's version is still read on every
 * request (it is part of the key), so a change made anywhere, by any instance or by SQL, is seen
 * at once: a new version is a new key, and the old one ages out. Only the columns the key is made
 * of are read first; the whole row only when its bytes are not held (`read`).
 *
 * Only the bytes are held, as strings: a held object tree (the presented resource) is walked by
 * every old-generation marking, and in a timed run cost more in the collector than presenting
 * anew saved; a string is one object with nothing in it to walk.
 */

/**
 * The characters of bytes one service (one resource kind) holds, both prefixes together: 8 Mi,
 * about 5,000 projects or users (under 8 MiB for JSON in one-byte strings). A table that holds
 * fewer rows than a workspace's GETs go round misses most of the time, and every miss makes an
 * old-generation string that is thrown away later.
 */
const WRITTEN_CHARACTERS = 8 * 1024 * 1024;

type Serialize = (value: unknown) => string;

/** A table of bytes by representation key, one per link prefix, bounded together by size; the oldest go first. */
export class WrittenRepresentations {
  private readonly unprefixed = new Map<string, string>();
  private readonly versioned = new Map<string, string>();
  private characters = 0;

  constructor(private readonly capacity: number = WRITTEN_CHARACTERS) {}

  /** The characters held, both prefixes together. */
  get size(): number {
    return this.characters;
  }

  /**
   * The answer to a GET of the representation `key`: its held bytes, or, the first time under a
   * prefix, `present()`'s resource written and held. `key` must be the key the presenter gives.
   */
  answer<T extends object>(key: string, present: () => T): Prewritten<T> {
    return new Prewritten(this, key, present);
  }

  /**
   * A GET by id: `version()` reads what the representation key is made of, and the bytes held at
   * that key under `prefix` are the answer when there are any; else `whole()` reads the row, which
   * is presented under the key of the row as read then (a write in between may have moved it past
   * the first read). Null when either read finds nothing.
   */
  async read<V, W extends V, T extends object>(
    prefix: LinkPrefix,
    key: (version: V) => string,
    version: () => Promise<V | null>,
    whole: () => Promise<W | null>,
    present: (whole: W) => T,
  ): Promise<Prewritten<T> | null> {
    const found = await version();
    if (found === null) return null;
    const held = this.held<T>(prefix, key(found));
    if (held) return held;
    const row = await whole();
    return row === null ? null : this.answer(key(row), () => present(row));
  }

  /**
   * The answer to a GET of the representation `key` under `prefix` when its bytes are held, picked
   * now (they stay with the answer should the table let them go before they are sent); else
   * undefined, and the caller reads the row and asks `answer`.
   */
  held<T extends object>(prefix: LinkPrefix, key: string): Prewritten<T> | undefined {
    const bytes = this.bytes(prefix, key);
    return bytes === undefined ? undefined : new Prewritten<T>(this, key, null, prefix, bytes);
  }

  bytes(prefix: LinkPrefix, key: string): string | undefined {
    return (prefix === '' ? this.unprefixed : this.versioned).get(key);
  }

  hold(prefix: LinkPrefix, key: string, bytes: string): void {
    const table = prefix === '' ? this.unprefixed : this.versioned;
    // write() looks before it holds, so a key comes here once; a second hold keeps the first bytes
    // and leaves the count as it is.
    if (table.has(key)) return;
    const other = prefix === '' ? this.versioned : this.unprefixed;
    this.characters += bytes.length;
    while (this.characters > this.capacity && table.size + other.size > 0) {
      const from = table.size > 0 ? table : other;
      const oldest = from.keys().next().value as string;
      this.characters -= (from.get(oldest) as string).length;
      from.delete(oldest);
    }
    table.set(key, bytes);
  }
}

/**
 * A GET's answer that is written from held bytes (schema-serializers.ts picks them by the request's
 * prefix); it carries its representation key, so the entity-tags stage tags it as the resource.
 * Nothing else reads it: the link-prefix hook leaves it alone, since held bytes are already under
 * their prefix.
 */
export class Prewritten<T extends object> {
  // Private fields: should anything serialise this object itself, it writes `{}`, never the table.
  readonly #held: WrittenRepresentations;
  readonly #key: string;
  /** Null when the bytes were picked from the table when the answer was made (`held`). */
  readonly #present: (() => T) | null;
  /** The prefix the bytes were picked for, once they are. */
  #prefix: LinkPrefix | null;
  /** The bytes this request sends, once they are picked. */
  #sent: string;

  constructor(
    held: WrittenRepresentations,
    key: string,
    present: (() => T) | null,
    prefix: LinkPrefix | null = null,
    bytes = '',
  ) {
    this.#held = held;
    this.#key = key;
    this.#present = present;
    this.#prefix = prefix;
    this.#sent = bytes;
    withRepresentationKey(this, key);
  }

  /** Picks the bytes for `prefix`: held, else presented now, rewritten under the prefix, serialised and held. */
  write(prefix: LinkPrefix, serialize: Serialize, prefixer: HalLinkPrefixer | undefined): void {
    if (prefix === this.#prefix) return;
    let bytes = this.#held.bytes(prefix, this.#key);
    if (bytes === undefined) {
      // A held answer is picked for the prefix of the request that asked for it, which is the one
      // written here: nothing else can reach this.
      if (this.#present === null) throw new Error(`representation ${this.#key} was picked for another prefix`);
      const resource = this.#present();
      bytes = flat(serialize(prefixer ? prefixer.apply(resource, prefix) : resource));
      this.#held.hold(prefix, this.#key, bytes);
    }
    this.#prefix = prefix;
    this.#sent = bytes;
  }

  sent(): string {
    return this.#sent;
  }
}

/**
 * The same text as one flat string. A serializer that concatenates (fast-json-stringify) returns
 * a rope: a tree of a piece per concatenation, which every marking of the old generation walks
 * and every socket write copies piece by piece; held for long, that costs more than writing the
 * resource again. Decoding the text's UTF-8 makes one flat string of it, the same text when it is
 * well formed, which JSON from JSON.stringify or a compiled serializer is (lone surrogates are
 * escaped); anything else is held as it is.
 */
function flat(text: string): string {
  const copy = Buffer.from(text, 'utf8').toString('utf8');
  return copy === text ? copy : text;
}

/** The serializer of a Prewritten answer: its picked bytes. */
export function sendPrewritten(payload: Prewritten<object>): string {
  return payload.sent();
}
