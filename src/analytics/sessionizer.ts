import { createHash } from 'node:crypto';

import type { AnalyticsEvent, AnalyticsSession, VisitDimensions } from './analytics.entities.js';

/** A visit ends after 30 minutes without an event. */
export const SESSION_IDLE_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Which rollup a row belongs to: `h` and `d` (hours, UTC days) keep every dimension, one row per
 * page and combination of visit dimensions (nearly one per pageview: the whole cube). The
 * projections keep a few dimensions each, so the reports that need no more read a few rows per
 * doc and day instead of the cube's:
 * - `ph`, `pd`: the page and the token;
 * - `ah`, `ad` (audience): country, device, browser and OS;
 * - `sh`, `sd` (source): the referrer's domain and the three `utm_*`.
 */
export type Granularity = 'h' | 'd' | 'ph' | 'pd' | 'ah' | 'ad' | 'sh' | 'sd';
const FULL: readonly Granularity[] = ['h', 'd'];
const PAGE_LEVEL: readonly Granularity[] = ['ph', 'pd'];
const AUDIENCE: readonly Granularity[] = ['ah', 'ad'];
const SOURCE: readonly Granularity[] = ['sh', 'sd'];

/** The rollups by the dimensions each keeps (beside time, project and doc), smallest first. */
export const PROJECTIONS: readonly { hourly: Granularity; daily: Granularity; dimensions: readonly string[] }[] = [
  { hourly: 'ph', daily: 'pd', dimensions: ['page', 'page_position', 'token'] },
  { hourly: 'ah', daily: 'ad', dimensions: ['country', 'device', 'browser', 'os'] },
  { hourly: 'sh', daily: 'sd', dimensions: ['referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'] },
];

export interface RollupCounters {
  pageviews: number;
  entries: number;
  page_visits: number;
  bounces: number;
  exits: number;
  returning: number;
  completions: number;
  duration_ms: number;
  time_ms: number;
  time_n: number;
  scroll_sum: number;
  scroll_n: number;
  clicks: number;
  customs: number;
}

export const COUNTER_NAMES: readonly (keyof RollupCounters)[] = [
  'pageviews',
  'entries',
  'page_visits',
  'bounces',
  'exits',
  'returning',
  'completions',
  'duration_ms',
  'time_ms',
  'time_n',
  'scroll_sum',
  'scroll_n',
  'clicks',
  'customs',
];

/** A visit's dimensions that are text: what an event, a visit and a rollup row each carry. */
export const TEXT_DIMENSION_COLUMNS = [
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const satisfies readonly (keyof VisitDimensions)[];

export const DIMENSION_COLUMNS = [
  'token_id',
  'entry_page_id',
  ...TEXT_DIMENSION_COLUMNS,
] as const satisfies readonly (keyof VisitDimensions)[];

/** What changes in one rollup row: counters to add (some negative) and visitors to merge in. */
export interface RollupDelta extends RollupCounters, VisitDimensions {
  granularity: Granularity;
  bucket: Date;
  workspace_id: number;
  project_id: number;
  edition_id: number;
  page_id: number | null;
  dims_hash: string;
  visitors: Set<string>;
}

/** A session as the fold keeps it: the stored row's fields, plus whether it must be written. */
export type SessionState = Omit<AnalyticsSession, 'id' | 'edition'> & { id: number | null; changed: boolean };

export type FoldEvent = Pick<
  AnalyticsEvent,
  | 'workspace_id'
  | 'project_id'
  | 'edition_id'
  | 'page_id'
  | 'token_id'
  | 'occurred_on'
  | 'type'
  | 'visitor'
  | 'engaged_ms'
  | 'scroll_depth'
  | 'target'
  | 'name'
  | Exclude<keyof VisitDimensions, 'entry_page_id'>
>;

export function bucketOf(granularity: Granularity, instant: Date): Date {
  return new Date(bucketTime(granularity, instant.getTime()));
}

/** The start of the bucket an instant (ms) falls in, in ms: no Date per rollup row a change goes to. */
function bucketTime(granularity: Granularity, time: number): number {
  const size = granularity.endsWith('h') ? HOUR_MS : DAY_MS;
  return Math.floor(time / size) * size;
}

/** One set of dimension values of one page as text: equal for equal values. */
function dimsText(pageId: number | null, dims: VisitDimensions): string {
  const values: (string | number | null)[] = [pageId];
  for (const column of DIMENSION_COLUMNS) values.push(dims[column]);
  return JSON.stringify(values);
}

/** Names one set of dimension values (nullable columns cannot form a unique key): `dims_hash`. */
function dimsHash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

export function emptyCounters(): RollupCounters {
  return {
    pageviews: 0,
    entries: 0,
    page_visits: 0,
    bounces: 0,
    exits: 0,
    returning: 0,
    completions: 0,
    duration_ms: 0,
    time_ms: 0,
    time_n: 0,
    scroll_sum: 0,
    scroll_n: 0,
    clicks: 0,
    customs: 0,
  };
}

/**
 * Folds events, in time order, into visits and rollup deltas. Everything is derived from what
 * came before (the stored sessions), never from what comes after, so a minute can be folded as
 * soon as it is closed and the result is final for that minute:
 * - a pageview more than 30 minutes after the visitor's last event on the doc (or the first)
 *   starts a visit: an entry and a bounce on its page; a later pageview in the visit takes the
 *   bounce back, moves the exit to its own page and, when the earlier page reported no
 *   engagement, gives that page the gap as its time;
 * - an engagement gives its page the engaged time and scroll depth (the highest reported);
 * - session counters (entries, bounces, duration, completion, returning) sit on the visit's
 *   entry row (its first page, the hour and day it began); page counters on the page's row.
 * Every delta goes to an hourly and a daily row.
 */
export class Sessionizer {
  readonly deltas = new Map<string, RollupDelta>();
  /**
   * Every visit this fold began or changed, to be written: a visitor's later visit replaces the
   * earlier one in `sessions`, not here.
   */
  readonly touched = new Set<SessionState>();
  /** The `dims_hash` of each set of dimension values seen in this fold, by their text. */
  private readonly hashes = new Map<string, string>();

  constructor(
    /** The latest stored session per `edition:visitor` (more are added as visits start). */
    readonly sessions: Map<string, SessionState>,
    /** The last visible page of each doc (completion). */
    private readonly lastPages: ReadonlyMap<number, number | null>,
  ) {}

  static key(editionId: number, visitor: string): string {
    return `${editionId}:${visitor}`;
  }

  fold(event: FoldEvent): void {
    const key = Sessionizer.key(event.edition_id, event.visitor);
    const previous = this.sessions.get(key);
    const at = event.occurred_on.getTime();
    const open =
      previous !== undefined &&
      at - previous.last_seen_on.getTime() <= SESSION_IDLE_MS &&
      at >= previous.started_on.getTime();
    if (event.type === 'pageview') {
      if (open) this.continueVisit(previous, event);
      else this.startVisit(key, previous, event);
      return;
    }
    if (!open) {
      // An event without a visit (its pageview was dropped): counted on its own page only.
      this.pageEvent(event, event, null, event.occurred_on);
      return;
    }
    this.extend(previous, event.occurred_on);
    const onCurrentPage =
      event.page_id !== null && event.page_id === previous.exit_page_id && previous.last_pageview_on !== null;
    this.pageEvent(event, previous, previous.entry_page_id, event.occurred_on, onCurrentPage ? previous : null);
    previous.changed = true;
    this.touched.add(previous);
  }

  private startVisit(key: string, previous: SessionState | undefined, event: FoldEvent): void {
    const lastPage = this.lastPages.get(event.edition_id) ?? null;
    const session: SessionState = {
      id: null,
      changed: true,
      workspace_id: event.workspace_id,
      project_id: event.project_id,
      edition_id: event.edition_id,
      visitor: event.visitor,
      started_on: event.occurred_on,
      last_seen_on: event.occurred_on,
      pageviews: 1,
      // The visitor id lasts a UTC day: "returning" means an earlier visit that day.
      is_returning: previous !== undefined,
      reached_last: event.page_id !== null && event.page_id === lastPage,
      exit_page_id: event.page_id,
      last_pageview_on: event.occurred_on,
      last_time_ms: null,
      last_scroll: null,
      pages_seen: event.page_id === null ? '' : String(event.page_id),
      token_id: event.token_id,
      entry_page_id: event.page_id,
      country: event.country,
      device: event.device,
      browser: event.browser,
      os: event.os,
      referrer_domain: event.referrer_domain,
      utm_source: event.utm_source,
      utm_medium: event.utm_medium,
      utm_campaign: event.utm_campaign,
    };
    this.sessions.set(key, session);
    this.touched.add(session);
    this.add(
      session,
      event.page_id,
      session,
      event.occurred_on,
      {
        pageviews: 1,
        entries: 1,
        page_visits: 1,
        bounces: 1,
        exits: 1,
        returning: session.is_returning ? 1 : 0,
        completions: session.reached_last ? 1 : 0,
      },
      event.visitor,
    );
  }

  private continueVisit(session: SessionState, event: FoldEvent): void {
    const entry = { page: session.entry_page_id, at: session.started_on };
    const lastPageview = session.last_pageview_on;
    if (lastPageview !== null) {
      // The page before: its exit moves here, and without a reported engagement its time is the gap.
      const gap = event.occurred_on.getTime() - lastPageview.getTime();
      this.add(session, session.exit_page_id, session, lastPageview, {
        exits: -1,
        ...(session.last_time_ms === null ? { time_ms: gap, time_n: 1 } : {}),
      });
    }
    if (session.pageviews === 1) this.add(session, entry.page, session, entry.at, { bounces: -1 });
    const seen = session.pages_seen === '' ? [] : session.pages_seen.split(',');
    const firstView = event.page_id !== null && !seen.includes(String(event.page_id));
    if (firstView && seen.length < 300) seen.push(String(event.page_id));
    this.add(
      session,
      event.page_id,
      session,
      event.occurred_on,
      { pageviews: 1, exits: 1, page_visits: firstView ? 1 : 0 },
      event.visitor,
    );
    const lastPage = this.lastPages.get(event.edition_id) ?? null;
    if (!session.reached_last && event.page_id !== null && event.page_id === lastPage) {
      session.reached_last = true;
      this.add(session, entry.page, session, entry.at, { completions: 1 });
    }
    this.extend(session, event.occurred_on);
    session.pageviews++;
    session.exit_page_id = event.page_id;
    session.last_pageview_on = event.occurred_on;
    session.last_time_ms = null;
    session.last_scroll = null;
    session.pages_seen = seen.join(',');
    session.changed = true;
    this.touched.add(session);
  }

  /** A later event lengthens the visit: its duration grows on the entry row. */
  private extend(session: SessionState, at: Date): void {
    const grown = at.getTime() - session.last_seen_on.getTime();
    if (grown <= 0) return;
    this.add(session, session.entry_page_id, session, session.started_on, { duration_ms: grown });
    session.last_seen_on = at;
  }

  /**
   * An engagement, click or custom event. An engagement on the visit's current page counts in
   * the hour of that pageview, once: a second report of the same view only raises it.
   */
  private pageEvent(
    event: FoldEvent,
    dims: Omit<VisitDimensions, 'entry_page_id'>,
    entryPage: number | null,
    at: Date,
    current: SessionState | null = null,
  ): void {
    const rowDims = { ...pick(dims), entry_page_id: entryPage };
    if (event.type === 'click') {
      this.add(event, event.page_id, rowDims, at, { clicks: 1 }, event.visitor);
    } else if (event.type === 'custom') {
      this.add(event, event.page_id, rowDims, at, { customs: 1 }, event.visitor);
    } else if (event.type === 'engagement') {
      const counters: Partial<RollupCounters> = {};
      const engaged = event.engaged_ms;
      const scroll = event.scroll_depth;
      if (current) {
        if (engaged !== null) {
          if (current.last_time_ms === null) Object.assign(counters, { time_ms: engaged, time_n: 1 });
          else if (engaged > current.last_time_ms) counters.time_ms = engaged - current.last_time_ms;
          current.last_time_ms = Math.max(engaged, current.last_time_ms ?? 0);
        }
        if (scroll !== null) {
          if (current.last_scroll === null) Object.assign(counters, { scroll_sum: scroll, scroll_n: 1 });
          else if (scroll > current.last_scroll) counters.scroll_sum = scroll - current.last_scroll;
          current.last_scroll = Math.max(scroll, current.last_scroll ?? 0);
        }
        this.add(event, event.page_id, rowDims, current.last_pageview_on ?? at, counters, event.visitor);
      } else {
        if (engaged !== null) Object.assign(counters, { time_ms: engaged, time_n: 1 });
        if (scroll !== null) Object.assign(counters, { scroll_sum: scroll, scroll_n: 1 });
        this.add(event, event.page_id, rowDims, at, counters, event.visitor);
      }
    }
  }

  /**
   * Every change names its visitor: a change without one of its own (a bounce taken back, an
   * exit moved, a visit lengthened) goes to a row that already counts the visit's visitor, so
   * adding it again changes no count, and every delta carries at least one visitor (the
   * ClickHouse rollups take a delta's counters with its first visitor).
   */
  private add(
    owner: { workspace_id: number; project_id: number; edition_id: number; visitor: string },
    pageId: number | null,
    dims: VisitDimensions,
    at: Date,
    counters: Partial<RollupCounters>,
    visitor: string = owner.visitor,
  ): void {
    // Once per change, not once per rollup row it goes to.
    const entries = Object.entries(counters) as [keyof RollupCounters, number][];
    const time = at.getTime();
    this.addTo(FULL, owner, pageId, dims, time, entries, visitor);
    this.addTo(PAGE_LEVEL, owner, pageId, { ...NO_DIMENSIONS, token_id: dims.token_id }, time, entries, visitor);
    const { country, device, browser, os } = dims;
    this.addTo(AUDIENCE, owner, null, { ...NO_DIMENSIONS, country, device, browser, os }, time, entries, visitor);
    const { referrer_domain, utm_source, utm_medium, utm_campaign } = dims;
    this.addTo(
      SOURCE,
      owner,
      null,
      { ...NO_DIMENSIONS, referrer_domain, utm_source, utm_medium, utm_campaign },
      time,
      entries,
      visitor,
    );
  }

  private addTo(
    granularities: readonly Granularity[],
    owner: { workspace_id: number; project_id: number; edition_id: number },
    pageId: number | null,
    dims: VisitDimensions,
    time: number,
    entries: readonly [keyof RollupCounters, number][],
    visitor?: string,
  ): void {
    // Keyed by the values' text: the hash is computed once per set of values, not per event.
    const text = dimsText(pageId, dims);
    let hash = this.hashes.get(text);
    if (hash === undefined) {
      hash = dimsHash(text);
      this.hashes.set(text, hash);
    }
    for (const granularity of granularities) {
      const bucket = bucketTime(granularity, time);
      const key = `${granularity}|${bucket}|${owner.edition_id}|${text}`;
      let delta = this.deltas.get(key);
      if (!delta) {
        delta = {
          granularity,
          bucket: new Date(bucket),
          workspace_id: owner.workspace_id,
          project_id: owner.project_id,
          edition_id: owner.edition_id,
          page_id: pageId,
          dims_hash: hash,
          ...pick(dims),
          ...emptyCounters(),
          visitors: new Set(),
        };
        this.deltas.set(key, delta);
      }
      for (const [name, value] of entries) delta[name] += value;
      if (visitor !== undefined) delta.visitors.add(visitor);
    }
  }
}

const NO_DIMENSIONS: VisitDimensions = {
  token_id: null,
  entry_page_id: null,
  country: null,
  device: null,
  browser: null,
  os: null,
  referrer_domain: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

function pick(dims: Omit<VisitDimensions, 'entry_page_id'> & { entry_page_id?: number | null }): VisitDimensions {
  return {
    token_id: dims.token_id,
    entry_page_id: dims.entry_page_id ?? null,
    country: dims.country,
    device: dims.device,
    browser: dims.browser,
    os: dims.os,
    referrer_domain: dims.referrer_domain,
    utm_source: dims.utm_source,
    utm_medium: dims.utm_medium,
    utm_campaign: dims.utm_campaign,
  };
}
