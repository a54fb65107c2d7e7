import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Edition } from '../editions/edition.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/**
 * The dimensions a reader's visit carries: fixed by the session's first pageview, so every event
 * of a visit rolls up under the same values.
 */
export interface VisitDimensions {
  token_id: number | null;
  entry_page_id: number | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/**
 * One reader event, as received (append-only). The IP and the user agent are never kept: only
 * the visitor hash and what was derived from them. Every analytics row hangs off its doc with
 * a cascading foreign key, so deleting a doc, a project or a workspace deletes its analytics.
 *
 * `(edition_id, occurred_on)` serves reports and doc deletes; `(edition_id, type, occurred_on,
 * workspace_id, target, name)` answers a doc's events reports (its clicks by target, its custom
 * events by name, over a range) without reading a row; `(occurred_on)` the rollup worker and
 * retention, which both walk time from the oldest end.
 */
@Entity('analytics_event')
@Index('ix_analytics_event_edition_time', ['edition_id', 'occurred_on'])
@Index('ix_analytics_event_edition_type_time', ['edition_id', 'type', 'occurred_on', 'workspace_id', 'target', 'name'])
@Index('ix_analytics_event_time', ['occurred_on'])
@Index('ix_analytics_event_token', ['token_id'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  @Column({ type: 'int', nullable: true })
  page_id: number | null;

  @Column({ type: 'int', nullable: true })
  token_id: number | null;

  @DateTimeColumn()
  occurred_on: Date;

  /** `pageview`, `engagement`, `click` or `custom`. */
  @Column({ type: 'varchar', length: 16 })
  type: string;

  /** 64 bits of the day's salted hash, as 16 hex digits. */
  @Column({ type: 'varchar', length: 16 })
  visitor: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  device: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  browser: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  os: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referrer_domain: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_source: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_medium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_campaign: string | null;

  @Column({ type: 'int', nullable: true })
  engaged_ms: number | null;

  @Column({ type: 'smallint', nullable: true })
  scroll_depth: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  target: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;
}

/**
 * A visit: a visitor's events on one doc with no gap of 30 minutes. The rollup worker keeps it
 * as it folds events, so a later event knows what came before (time on page from the gap, the
 * exit page that moves, a bounce that stops being one).
 */
@Entity('analytics_session')
@Index('ix_analytics_session_visitor', ['edition_id', 'visitor', 'last_seen_on'])
@Index('ix_analytics_session_started', ['edition_id', 'started_on'])
@Index('ix_analytics_session_last_seen', ['last_seen_on'])
@Index('ix_analytics_session_token', ['token_id'])
export class AnalyticsSession implements VisitDimensions {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  @Column({ type: 'varchar', length: 16 })
  visitor: string;

  @DateTimeColumn()
  started_on: Date;

  @DateTimeColumn()
  last_seen_on: Date;

  @Column({ type: 'int' })
  pageviews: number;

  @Column({ type: 'boolean' })
  is_returning: boolean;

  @Column({ type: 'boolean' })
  reached_last: boolean;

  @Column({ type: 'int', nullable: true })
  exit_page_id: number | null;

  /** The last pageview: when, and what engagement it reported (null: none yet). */
  @DateTimeColumn({ nullable: true })
  last_pageview_on: Date | null;

  @Column({ type: 'int', nullable: true })
  last_time_ms: number | null;

  @Column({ type: 'smallint', nullable: true })
  last_scroll: number | null;

  /** The ids of the pages seen, comma-separated: a page's unique views count each visit once. */
  @Column({ type: 'varchar', length: 2000 })
  pages_seen: string;

  @Column({ type: 'int', nullable: true })
  token_id: number | null;

  @Column({ type: 'int', nullable: true })
  entry_page_id: number | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  device: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  browser: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  os: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referrer_domain: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_source: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_medium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_campaign: string | null;
}

/**
 * One bucket (an hour, `h`, or a UTC day, `d`) of one page under one set of visit dimensions:
 * additive counters, and the visitors as a HyperLogLog sketch so that ranges merge. `dims_hash`
 * names the dimensions (nullable columns cannot make a unique key on both databases).
 */
@Entity('analytics_rollup')
@Index('uq_analytics_rollup_key', ['edition_id', 'granularity', 'bucket', 'dims_hash'], { unique: true })
@Index('ix_analytics_rollup_workspace', ['workspace_id', 'granularity', 'bucket'])
@Index('ix_analytics_rollup_token', ['token_id'])
export class AnalyticsRollup implements VisitDimensions {
  @PrimaryGeneratedColumn()
  id: number;

  /** `h`, `d` (every dimension), `ph`, `pd` (page and token only): see sessionizer.ts. */
  @Column({ type: 'varchar', length: 2 })
  granularity: string;

  @DateTimeColumn()
  bucket: Date;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int' })
  project_id: number;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  @Column({ type: 'varchar', length: 40 })
  dims_hash: string;

  @Column({ type: 'int', nullable: true })
  page_id: number | null;

  @Column({ type: 'int', nullable: true })
  token_id: number | null;

  @Column({ type: 'int', nullable: true })
  entry_page_id: number | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  device: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  browser: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  os: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referrer_domain: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_source: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_medium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utm_campaign: string | null;

  @Column({ type: 'int' })
  pageviews: number;

  /** Visits that began here (on this page, in this bucket). */
  @Column({ type: 'int' })
  entries: number;

  /** Visits that saw this page (a page's unique views). */
  @Column({ type: 'int' })
  page_visits: number;

  @Column({ type: 'int' })
  bounces: number;

  @Column({ type: 'int' })
  exits: number;

  @Column({ type: 'int' })
  returning: number;

  @Column({ type: 'int' })
  completions: number;

  @Column({ type: 'bigint' })
  duration_ms: number;

  @Column({ type: 'bigint' })
  time_ms: number;

  @Column({ type: 'int' })
  time_n: number;

  @Column({ type: 'int' })
  scroll_sum: number;

  @Column({ type: 'int' })
  scroll_n: number;

  @Column({ type: 'int' })
  clicks: number;

  @Column({ type: 'int' })
  customs: number;

  @Column({ type: 'blob' })
  visitors: Buffer;
}

/** The rollup worker's one row: its watermark and its lease. */
@Entity('analytics_state')
export class AnalyticsState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** Every event before it is folded into the rollups. */
  @DateTimeColumn()
  data_until: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  lease_owner: string | null;

  @DateTimeColumn({ nullable: true })
  lease_until: Date | null;
}

/** The day's random salt of the visitor hash, shared by every instance; gone after a day. */
@Entity('analytics_salt')
export class AnalyticsSalt {
  /** The UTC day, `YYYY-MM-DD`. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;
}

/**
 * A dashboard share (docs/analytics.md): a signed, revocable link to one doc's, project's or
 * token's dashboard. The link is `{id}.{HMAC of the id and nonce}`: deleting the row revokes it.
 */
@Entity('analytics_share')
@Index('ix_analytics_share_workspace', ['workspace_id'])
export class AnalyticsShare {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int', nullable: true })
  edition_id: number | null;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @Column({ type: 'int', nullable: true })
  token_id: number | null;

  @DateTimeColumn()
  expires_on: Date;

  /** Space-separated CSP sources allowed to frame the page, or null (none). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  frame_ancestors: string | null;

  /** Random, never shown: the link is signed over it. */
  @Column({ type: 'varchar', length: 32 })
  nonce: string;

  @DateTimeColumn()
  created_on: Date;
}

/** What a goal is reached by (docs/analytics.md, "Goals"). */
export const GOAL_TYPES = ['page', 'click', 'custom', 'completion'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/**
 * A goal (docs/analytics.md, "Goals"): a page of a doc reached (by position or identifier), a
 * click on a target matching a `*` pattern, a custom event by name, or a doc read to its last
 * visible page. Reports count the visits that reached it (`conversions`).
 */
@Entity('analytics_goal')
@Index('ix_analytics_goal_workspace_id', ['workspace_id', 'id'])
export class AnalyticsGoal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** One of GOAL_TYPES. */
  @Column({ type: 'varchar', length: 16 })
  type: string;

  /** The doc the goal is on (required for `page`); deleting the doc deletes its goals. */
  @Column({ type: 'int', nullable: true })
  edition_id: number | null;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition> | null;

  /** `page`: the page's position, 1-based (or its identifier, below). */
  @Column({ type: 'int', nullable: true })
  page_position: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  page_identifier: string | null;

  /** `click`: the target's pattern, `*` any run of characters. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  pattern: string | null;

  /** `custom`: the event's name. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  event: string | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}

/**
 * A visit's first conversion of a goal, as the rollup worker found it: written with the fold
 * that found it, with its `goal.converted` delivery, so each visit emits once per goal. A visit is
 * its doc, its visitor and its start.
 */
@Entity('analytics_goal_conversion')
@Index('uq_analytics_goal_conversion_visit', ['goal_id', 'edition_id', 'visitor', 'visit_started_on'], {
  unique: true,
})
@Index('ix_analytics_goal_conversion_workspace', ['workspace_id'])
export class AnalyticsGoalConversion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int' })
  goal_id: number;

  @ManyToOne(() => AnalyticsGoal, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'goal_id' })
  goal?: Relation<AnalyticsGoal>;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  @Column({ type: 'varchar', length: 16 })
  visitor: string;

  @DateTimeColumn()
  visit_started_on: Date;

  @DateTimeColumn()
  converted_on: Date;
}

export const ANALYTICS_ENTITIES = [
  AnalyticsEvent,
  AnalyticsSession,
  AnalyticsRollup,
  AnalyticsState,
  AnalyticsSalt,
  AnalyticsShare,
  AnalyticsGoal,
  AnalyticsGoalConversion,
];
