import { UAParser } from 'ua-parser-js';

/**
 * A small least-recently-used cache: readers' user agents repeat a lot, and a flood of distinct
 * ones (a bot rotating its agent) evicts the oldest rather than growing memory or emptying the
 * cache of the common ones.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: moved to the end, it is the newest.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a user agent says: browser and OS names, and the kind of device. */
export interface AgentFacts {
  browser: string | null;
  os: string | null;
  /** `mobile` (a phone, or a wearable), `tablet`, else `desktop`: the analytics breakpoints' names. */
  device: 'mobile' | 'tablet' | 'desktop';
}

/**
 * Browser, OS and device from the user agent (ua-parser-js), parsed once per agent: analytics
 * and the reader's context rules (content/visible-if.ts) read agents alike.
 */
export class UserAgents {
  private readonly cache = new Lru<string, AgentFacts>(1000);

  parse(userAgent: string): AgentFacts {
    const cached = this.cache.get(userAgent);
    if (cached) return cached;
    const result = new UAParser(userAgent).getResult();
    const type = result.device.type;
    const parsed: AgentFacts = {
      browser: result.browser.name?.slice(0, 64) ?? null,
      os: result.os.name?.slice(0, 64) ?? null,
      device: type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
    };
    this.cache.set(userAgent, parsed);
    return parsed;
  }
}
