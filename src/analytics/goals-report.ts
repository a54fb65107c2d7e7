import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Condition } from '../common/list-query/condition.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import type { AnalyticsGoal } from './analytics.entities.js';
import { AnalyticsClock } from './analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import { DocDirectory } from './doc-directory.js';
import { GoalMatcher } from './goal-matcher.js';
import { goalEvents, resolvedGoals, type SessionVisit, visitsOf } from './goals.queries.js';
import { ReportBudget } from './report-budget.js';
import type { GoalReportDimension, GoalsQuery, ReportQuery } from './report-query.js';
import {
  allLabels,
  matches,
  type ReportResult,
  type ReportRow,
  restrictions,
  sortRows,
  timeLabeller,
} from './reports.js';
import { Rollups } from './rollups.js';
import { type FoldEvent, SESSION_IDLE_MS } from './sessionizer.js';

/** A funnel by goals has at most this many steps. */
export const GOAL_FUNNEL_STEPS_MAX = 20;

/** What a visit carries that a goals report groups and filters by. */
type VisitValues = Pick<
  FoldEvent,
  | 'project_id'
  | 'edition_id'
  | 'token_id'
  | 'country'
  | 'device'
  | 'browser'
  | 'os'
  | 'referrer_domain'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
>;

/** A visit as the goals report rebuilds it from the raw events: its first pageview, its span, and what it reached. */
interface ScannedVisit<S> {
  first: VisitValues;
  start: number;
  last: number;
  state: S;
}

interface Scan<S> {
  workspaceId: number;
  range: Pick<ReportQuery, 'from' | 'to'>;
  editions?: number[];
  projects?: number[];
  matcher: GoalMatcher;
  init(): S;
  /** An event of the visit reached these goals (ids, none empty). */
  reach(visit: ScannedVisit<S>, goals: readonly number[]): void;
  /** A visit that began in the range is over (or the range is). */
  finish(visit: ScannedVisit<S>): void;
}

interface Group {
  dims: ReportRow[string][];
  visits: number;
  /** Visits by doc: the visits a goal on one doc converts from. */
  byDoc: Map<number, number>;
  /** Visits that reached any of the report's goals. */
  converted: number;
  byGoal: Map<number, number>;
}

const round = (value: number) => Math.round(value * 100) / 100;
const rate = (part: number, whole: number) => (whole === 0 ? 0 : round((part / whole) * 100));

/**
 * Goals reports and funnels (docs/analytics.md, "Goals"): rollups count pages, not goals, so
 * conversions are counted from the raw events (kept ANALYTICS_RAW_RETENTION_DAYS), read through
 * the store in time order a page at a time, and grouped into visits as the fold does (a visitor's
 * events on a doc with no 30-minute gap, begun by a pageview). Only the open visits and the groups
 * are held; the report's time budget (report-budget.ts) bounds the reading, so a range too busy
 * to scan in it is a 503 that says so, on either store, rather than a partial count.
 */
@Injectable()
export class GoalsReport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    private readonly rollups: Rollups,
    private readonly docs: DocDirectory,
    private readonly clock: AnalyticsClock,
    private readonly config: AppConfig,
  ) {}

  async run(workspaceId: number, query: GoalsQuery): Promise<ReportResult> {
    const dataUntil = await this.rollups.dataUntil(this.clock.now());
    const { goalIds, rest } = splitGoalFilter(query.where);
    const goals = await resolvedGoals(this.dataSource.manager, [workspaceId], goalIds);
    const lastPages = new Map<number, number | null>();
    const matcher = new GoalMatcher(goals, (id) => lastPages.get(id));
    const label = timeLabeller(query);
    const dimensions = query.dimensions.filter((name) => name !== 'goal') as Exclude<GoalReportDimension, 'goal'>[];
    const valueOf = (first: VisitValues, start: number, dimension: GoalReportDimension): ReportRow[string] => {
      switch (dimension) {
        case 'time':
          return label(new Date(start));
        case 'project':
          return first.project_id;
        case 'doc':
          return first.edition_id;
        case 'token':
          return first.token_id;
        case 'goal':
          return null;
        default:
          return first[dimension];
      }
    };
    const groups = new Map<string, Group>();
    const total = newGroup([]);
    const groupOf = (dims: ReportRow[string][]) => {
      const key = JSON.stringify(dims);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = newGroup(dims)));
      return group;
    };
    const scan: Scan<Set<number>> = {
      workspaceId,
      range: query,
      ...restrictions(rest),
      matcher,
      init: () => new Set(),
      reach: (visit, reached) => {
        for (const id of reached) visit.state.add(id);
      },
      finish: (visit) => {
        if (
          rest &&
          !matches(rest, (column) =>
            column === 'time'
              ? new Date(visit.start)
              : valueOf(visit.first, visit.start, column as GoalReportDimension),
          )
        )
          return;
        const group = groupOf(dimensions.map((dimension) => valueOf(visit.first, visit.start, dimension)));
        for (const target of [group, total]) {
          target.visits += 1;
          target.byDoc.set(visit.first.edition_id, (target.byDoc.get(visit.first.edition_id) ?? 0) + 1);
          if (visit.state.size > 0) target.converted += 1;
          for (const id of visit.state) target.byGoal.set(id, (target.byGoal.get(id) ?? 0) + 1);
        }
      },
    };
    // The SQL store keeps the visits with the pages each saw: a report reads them, and only the
    // clicks and custom events the goals name, instead of every raw event of the range.
    if (this.store.name === 'sql') await this.sessionVisits(scan, dataUntil);
    else await this.scan(scan, lastPages);
    // A time series has every bucket, zeros included.
    const timeIndex = dimensions.indexOf('time');
    if (timeIndex >= 0) {
      const others = new Map<string, ReportRow[string][]>();
      for (const group of groups.values()) {
        const rest = group.dims.filter((_, index) => index !== timeIndex);
        others.set(JSON.stringify(rest), rest);
      }
      if (others.size === 0) others.set('[]', []);
      for (const other of others.values())
        for (const bucket of allLabels(query)) {
          const dims = [...other];
          dims.splice(timeIndex, 0, bucket);
          groupOf(dims);
        }
    }
    const metricsOf = (conversions: number, visits: number) => {
      const values: Record<string, number> = {};
      for (const metric of query.metrics)
        values[metric] = metric === 'conversions' ? conversions : rate(conversions, visits);
      return values;
    };
    const visitsFor = (group: Group, goal: AnalyticsGoal) =>
      goal.edition_id === null ? group.visits : (group.byDoc.get(goal.edition_id) ?? 0);
    const rows: ReportRow[] = [];
    if (query.dimensions.includes('goal')) {
      // Alone, every goal is a row (zeros included); with other dimensions, the goals that converted.
      const shown = [...matcher.goals.values()].filter(
        (goal) => dimensions.length === 0 || (total.byGoal.get(goal.id) ?? 0) > 0,
      );
      if (dimensions.length === 0 && groups.size === 0) groupOf([]);
      for (const group of groups.values())
        for (const goal of shown) {
          const row: ReportRow = {};
          for (const dimension of query.dimensions)
            row[dimension] =
              dimension === 'goal' ? goal.id : group.dims[dimensions.indexOf(dimension as (typeof dimensions)[number])];
          Object.assign(row, metricsOf(group.byGoal.get(goal.id) ?? 0, visitsFor(group, goal)));
          rows.push(row);
        }
    } else {
      for (const group of groups.values()) {
        const row: ReportRow = {};
        dimensions.forEach((dimension, index) => (row[dimension] = group.dims[index]));
        Object.assign(row, metricsOf(group.converted, group.visits));
        rows.push(row);
      }
    }
    sortRows(rows, query);
    const offset = (query.page - 1) * query.limit;
    return {
      dataUntil,
      totals: metricsOf(total.converted, total.visits),
      rows: rows.slice(offset, offset + query.limit),
      totalRows: rows.length,
    };
  }

  /**
   * A funnel of goals (`GET /analytics/funnel?goals=1,2,3`): for each goal in order, the visits
   * that reached it after reaching every goal before it (in that order, within the visit).
   */
  async funnel(
    workspaceId: number,
    goalIds: readonly number[],
    range: Pick<ReportQuery, 'from' | 'to'>,
  ): Promise<{ goals: AnalyticsGoal[]; reached: number[]; dataUntil: Date }> {
    const dataUntil = await this.rollups.dataUntil(this.clock.now());
    const resolved = await resolvedGoals(this.dataSource.manager, [workspaceId], goalIds);
    const byId = new Map(resolved.map((entry) => [entry.goal.id, entry.goal]));
    const missing = goalIds.find((id) => !byId.has(id));
    if (missing !== undefined) throw ProblemException.notFound();
    const lastPages = new Map<number, number | null>();
    const matcher = new GoalMatcher(resolved, (id) => lastPages.get(id));
    const reached = goalIds.map(() => 0);
    // A doc that every goal is on bounds what is read to that doc's events.
    const docs = new Set(resolved.map(({ goal }) => goal.edition_id));
    const only = docs.size === 1 && !docs.has(null) ? [[...docs][0]!] : undefined;
    const scan: Scan<{ step: number }> = {
      workspaceId,
      range,
      editions: only,
      matcher,
      init: () => ({ step: 0 }),
      reach: (visit, ids) => {
        // One event may reach several steps in a row (a page that is two goals).
        while (visit.state.step < goalIds.length && ids.includes(goalIds[visit.state.step])) visit.state.step++;
      },
      finish: (visit) => {
        for (let step = 0; step < visit.state.step; step++) reached[step]++;
      },
    };
    // The SQL store: the stored visits and only the views, clicks and custom events the goals
    // name, in time order; a completion goal on any doc (whose last page is any doc's) reads them all.
    const anyDocCompletion = resolved.some(({ goal }) => goal.type === 'completion' && goal.edition_id === null);
    if (this.store.name === 'sql' && !anyDocCompletion) {
      const completionDocs = resolved
        .filter(({ goal }) => goal.type === 'completion')
        .map(({ goal }) => goal.edition_id!);
      const info = await this.docs.byId(completionDocs);
      for (const id of completionDocs) lastPages.set(id, info.get(id)?.lastPageId ?? null);
      const pages = [
        ...resolved.map(({ pageId }) => pageId),
        ...completionDocs.map((id) => lastPages.get(id) ?? null),
      ].filter((id): id is number => id !== null);
      await this.sessionVisits(scan, dataUntil, [...new Set(pages)]);
    } else await this.scan(scan, lastPages);
    return { goals: goalIds.map((id) => byId.get(id)!), reached, dataUntil };
  }

  /**
   * The visits that began in the range as the SQL store keeps them (`analytics_session`, and the
   * minutes after the watermark folded on the fly, as the visit reports read them), each with
   * the goals it reached: page and completion goals from the pages it saw, click and custom
   * goals from the raw clicks and custom events of its visitor on its doc within its span.
   */
  private async sessionVisits<S>(scan: Scan<S>, dataUntil: Date, timedPages?: readonly number[]): Promise<void> {
    const budget = new ReportBudget(this.config.ANALYTICS_REPORT_BUDGET_MS);
    const { from, to } = scan.range;
    const scope = { workspaceId: scan.workspaceId, editions: scan.editions, projects: scan.projects };
    // The goals' events, by visitor and doc (a visit lasts at most its UTC day).
    const events = new Map<string, { at: number; id: number; goals: readonly number[] }[]>();
    for await (const batch of goalEvents(this.dataSource.manager, scope, from, new Date(to.getTime() + 86_400_000), {
      clicks: scan.matcher.hasClicks,
      names: scan.matcher.eventNames,
      pages: timedPages,
    })) {
      await budget.check();
      for (const event of batch) {
        const pause = budget.tick();
        if (pause) await pause;
        const goals = scan.matcher.reached(event);
        if (goals.length === 0) continue;
        const key = `${event.edition_id}:${event.visitor}`;
        const list = events.get(key) ?? [];
        list.push({ at: event.occurred_on.getTime(), id: event.id, goals });
        events.set(key, list);
      }
    }
    const visit = (session: SessionVisit) => {
      const start = session.started_on.getTime();
      const last = session.last_seen_on.getTime();
      const current: ScannedVisit<S> = { first: session, start, last, state: scan.init() };
      if (!timedPages) {
        const pages = session.pages_seen === '' ? [] : session.pages_seen.split(',').map(Number);
        const byPages = scan.matcher.reachedByPages(session.edition_id, pages, session.reached_last);
        if (byPages.length > 0) scan.reach(current, byPages);
      }
      const reached = (events.get(`${session.edition_id}:${session.visitor}`) ?? []).filter(
        (event) => event.at >= start && event.at <= last,
      );
      // In the order they happened: a funnel's steps count in order.
      if (timedPages) reached.sort((a, b) => a.at - b.at || a.id - b.id);
      for (const event of reached) scan.reach(current, event.goals);
      scan.finish(current);
    };
    const pending = async () =>
      dataUntil >= to ? [] : (await this.rollups.pending(scan.workspaceId, dataUntil)).sessions;
    for await (const batch of visitsOf(this.dataSource.manager, scope, from, to, pending)) {
      await budget.check();
      for (const session of batch) {
        const pause = budget.tick();
        if (pause) await pause;
        visit(session);
      }
    }
    await budget.check();
  }

  /**
   * The visits that began in the range, rebuilt from the raw events: read from 30 minutes before
   * it (a visit begun just before is not counted as one begun at its first event in the range),
   * each handed to `finish` once 30 minutes pass without its visitor.
   */
  private async scan<S>(scan: Scan<S>, lastPages: Map<number, number | null>): Promise<void> {
    const budget = new ReportBudget(this.config.ANALYTICS_REPORT_BUDGET_MS);
    const from = scan.range.from.getTime();
    const open = new Map<string, ScannedVisit<S>>();
    const close = (visit: ScannedVisit<S>) => {
      if (visit.start >= from) scan.finish(visit);
    };
    for await (const events of this.store.eventPages(
      new Date(from - SESSION_IDLE_MS),
      scan.range.to,
      scan.workspaceId,
    )) {
      await budget.check();
      if (scan.matcher.size > 0) {
        const newDocs = new Set<number>();
        for (const event of events) if (!lastPages.has(event.edition_id)) newDocs.add(event.edition_id);
        if (newDocs.size > 0) {
          const docs = await this.docs.byId(newDocs);
          for (const id of newDocs) lastPages.set(id, docs.get(id)?.lastPageId ?? null);
        }
      }
      for (const event of events) {
        const pause = budget.tick();
        if (pause) await pause;
        if (scan.editions && !scan.editions.includes(event.edition_id)) continue;
        if (scan.projects && !scan.projects.includes(event.project_id)) continue;
        const at = event.occurred_on.getTime();
        const key = `${event.edition_id}:${event.visitor}`;
        let visit = open.get(key);
        if (visit && at - visit.last > SESSION_IDLE_MS) {
          close(visit);
          open.delete(key);
          visit = undefined;
        }
        if (!visit) {
          // An event without a visit (its pageview was dropped) belongs to none.
          if (event.type !== 'pageview') continue;
          visit = { first: event, start: at, last: at, state: scan.init() };
          open.set(key, visit);
        }
        visit.last = Math.max(visit.last, at);
        if (scan.matcher.size === 0) continue;
        const reached = scan.matcher.reached(event);
        if (reached.length > 0) scan.reach(visit, reached);
      }
      // Visits 30 minutes quiet are over: only the open ones are held.
      const now = events.length > 0 ? events[events.length - 1].occurred_on.getTime() : 0;
      for (const [key, visit] of open)
        if (now - visit.last > SESSION_IDLE_MS) {
          close(visit);
          open.delete(key);
        }
    }
    for (const visit of open.values()) close(visit);
    await budget.check();
  }
}

function newGroup(dims: ReportRow[string][]): Group {
  return { dims, visits: 0, byDoc: new Map(), converted: 0, byGoal: new Map() };
}

/**
 * A filter's `goal` conditions (`=` or `in`, and-ed at the top level) as the goals the report
 * counts, and the rest, which visits are filtered by. A goal condition anywhere else is a 400.
 */
function splitGoalFilter(where: Condition | null): { goalIds?: number[]; rest: Condition | null } {
  if (where === null) return { rest: null };
  const parts = where.kind === 'and' ? where.conditions : [where];
  let goalIds: number[] | undefined;
  const rest: Condition[] = [];
  for (const part of parts) {
    const column = 'column' in part ? part.column : undefined;
    if (column !== 'goal') {
      if (mentionsGoal(part))
        throw ProblemException.badRequest('filter: goal takes = or in, and-ed with the other conditions');
      rest.push(part);
      continue;
    }
    let ids: number[];
    if (part.kind === 'compare' && part.operator === '=') ids = [Number(part.value)];
    else if (part.kind === 'in' && !part.negated) ids = part.values.map(Number);
    else throw ProblemException.badRequest('filter: goal takes = or in, and-ed with the other conditions');
    goalIds = goalIds ? goalIds.filter((id) => ids.includes(id)) : ids;
  }
  return {
    goalIds,
    rest: rest.length === 0 ? null : rest.length === 1 ? rest[0] : { kind: 'and', conditions: rest },
  };
}

function mentionsGoal(condition: Condition): boolean {
  if ('conditions' in condition) return condition.conditions.some(mentionsGoal);
  return condition.column === 'goal';
}
