import { type EntityManager, In } from 'typeorm';

import type { InWorkspace } from '../common/workspace-scope.js';
import { Page } from '../editions/page.entity.js';
import { AnalyticsEvent, AnalyticsGoal, AnalyticsGoalConversion, AnalyticsSession } from './analytics.entities.js';
import { EVENTS, GOALS, SESSIONS } from './analytics.queries.js';
import type { GoalEvent, ResolvedGoal } from './goal-matcher.js';
import type { SessionState } from './sessionizer.js';

/** Rows per `IN` list. */
const CHUNK = 500;

/**
 * The goals of these workspaces (at most `ids` of them, when given), page goals with their page
 * resolved: a position (1-based) or an identifier of the goal's doc, null when the doc has no such page.
 */
export async function resolvedGoals(
  manager: EntityManager,
  workspaceIds: readonly number[],
  ids?: readonly number[],
): Promise<ResolvedGoal[]> {
  if (workspaceIds.length === 0 || ids?.length === 0) return [];
  const goals = await manager.getRepository(AnalyticsGoal).find({
    where: { workspace_id: In([...workspaceIds]), ...(ids ? { id: In([...ids]) } : {}) },
    order: { id: 'ASC' },
  });
  const pageGoals = goals.filter((goal) => goal.type === 'page' && goal.edition_id !== null);
  const pages: Pick<Page, 'id' | 'edition_id' | 'position' | 'identifier'>[] = [];
  const docs = [...new Set(pageGoals.map((goal) => goal.edition_id!))];
  for (let at = 0; at < docs.length; at += CHUNK) {
    const chunk = docs.slice(at, at + CHUNK);
    const positions = pageGoals.filter((goal) => goal.page_position !== null).map((goal) => goal.page_position! - 1);
    const identifiers = pageGoals.filter((goal) => goal.page_identifier !== null).map((g) => g.page_identifier!);
    if (positions.length > 0)
      pages.push(
        ...(await manager.getRepository(Page).find({
          select: { id: true, edition_id: true, position: true, identifier: true },
          where: { edition_id: In(chunk), position: In([...new Set(positions)]) },
        })),
      );
    if (identifiers.length > 0)
      pages.push(
        ...(await manager.getRepository(Page).find({
          select: { id: true, edition_id: true, position: true, identifier: true },
          where: { edition_id: In(chunk), identifier: In([...new Set(identifiers)]) },
        })),
      );
  }
  return goals.map((goal) => {
    if (goal.type !== 'page') return { goal, pageId: null };
    const page = pages.find(
      (candidate) =>
        candidate.edition_id === goal.edition_id &&
        (goal.page_position !== null
          ? candidate.position === goal.page_position - 1
          : candidate.identifier === goal.page_identifier),
    );
    return { goal, pageId: page?.id ?? null };
  });
}

/**
 * What the workspace's goals are now, for a report's ETag: a goal created (its id), changed (its
 * `modified_on`) or deleted (the count) changes it, so a goals report is not answered 304 stale.
 */
export async function goalsVersion(manager: EntityManager, workspaceId: number): Promise<string> {
  const row = await manager
    .getRepository(AnalyticsGoal)
    .createQueryBuilder('goal')
    .select('COUNT(*)', 'n')
    .addSelect('MAX(goal.id)', 'id')
    .addSelect('MAX(goal.modified_on)', 'modified')
    .where('goal.workspace_id = :workspaceId', { workspaceId })
    .getRawOne<{ n: number | string; id: number | string | null; modified: Date | string | null }>();
  const modified = row?.modified ? new Date(row.modified).getTime() : 0;
  return `${row?.n ?? 0}.${row?.id ?? 0}.${modified}`;
}

/** How many goals the workspace has. */
export function goalCount(manager: EntityManager, scope: InWorkspace): Promise<number> {
  return GOALS.query(manager, scope).getCount();
}

/** Writes a goal's columns (the goal was read through its scope). */
export async function updateGoalRow(
  manager: EntityManager,
  id: number,
  columns: Omit<AnalyticsGoal, 'id' | 'workspace' | 'edition'>,
): Promise<void> {
  await manager.update(AnalyticsGoal, { id }, columns);
}

/** Deletes a goal's recorded conversions (it was retargeted). */
export async function forgetConversions(manager: EntityManager, goalId: number): Promise<void> {
  await manager.delete(AnalyticsGoalConversion, { goal_id: goalId });
}

/** A visit's conversion of a goal, as the fold records it. */
export type ConversionRow = Omit<AnalyticsGoalConversion, 'id' | 'goal' | 'edition'>;

/** Which of these conversions are recorded already (by goal, doc, visitor and visit start). */
export async function recordedConversions(
  manager: EntityManager,
  rows: readonly ConversionRow[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const goals = [...new Set(rows.map((row) => row.goal_id))];
  const visitors = [...new Set(rows.map((row) => row.visitor))];
  for (let at = 0; at < visitors.length; at += CHUNK) {
    const stored = await manager.getRepository(AnalyticsGoalConversion).find({
      select: { goal_id: true, edition_id: true, visitor: true, visit_started_on: true },
      where: { goal_id: In(goals), visitor: In(visitors.slice(at, at + CHUNK)) },
    });
    for (const row of stored) found.add(conversionKey(row));
  }
  return found;
}

export function conversionKey(row: Pick<ConversionRow, 'goal_id' | 'edition_id' | 'visitor' | 'visit_started_on'>) {
  return `${row.goal_id}|${row.edition_id}|${row.visitor}|${row.visit_started_on.getTime()}`;
}

/** The bounds of a goals report's reads: the workspace, and the docs or projects a filter pins. */
interface GoalScope {
  workspaceId: number;
  editions?: number[];
  projects?: number[];
}

/** Rows read per statement. */
const PAGE = 5_000;

/** A click or custom event as a goals report reads it. */
export type GoalRawEvent = GoalEvent & { visitor: string; occurred_on: Date; id: number };

/**
 * The workspace's clicks (when `clicks`), custom events named `names` and views of `pages` of
 * `[from, until)`, a page at a time by id: what goals are matched on.
 */
export async function* goalEvents(
  manager: EntityManager,
  scope: GoalScope,
  from: Date,
  until: Date,
  want: { clicks: boolean; names: readonly string[]; pages?: readonly number[] },
): AsyncGenerator<GoalRawEvent[]> {
  const pages = want.pages ?? [];
  if (!want.clicks && want.names.length === 0 && pages.length === 0) return;
  // In time order, after the last row read: the (doc, time) and (time) indexes give the rows in
  // order, so a statement stops at its page instead of sorting every matching row of the range.
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const qb = manager
      .getRepository(AnalyticsEvent)
      .createQueryBuilder('event')
      .select(['event.id', 'event.edition_id', 'event.page_id', 'event.type', 'event.visitor'])
      .addSelect(['event.occurred_on', 'event.target', 'event.name'])
      .where(...EVENTS.condition(scope, 'event'))
      .andWhere('event.occurred_on >= :from AND event.occurred_on < :until', { from, until })
      .orderBy('event.occurred_on', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .limit(PAGE);
    if (after)
      qb.andWhere('(event.occurred_on > :at OR (event.occurred_on = :at AND event.id > :afterId))', {
        at: after.at,
        afterId: after.id,
      });
    const kinds: string[] = [];
    if (want.clicks) kinds.push("event.type = 'click'");
    if (want.names.length > 0) kinds.push("(event.type = 'custom' AND event.name IN (:...names))");
    if (pages.length > 0) kinds.push("(event.type = 'pageview' AND event.page_id IN (:...pages))");
    qb.andWhere(`(${kinds.join(' OR ')})`, { names: want.names, pages });
    if (scope.editions)
      qb.andWhere(scope.editions.length ? 'event.edition_id IN (:...editions)' : '1 = 0', { editions: scope.editions });
    if (scope.projects)
      qb.andWhere(scope.projects.length ? 'event.project_id IN (:...projects)' : '1 = 0', { projects: scope.projects });
    const rows = await qb.getMany();
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { at: last.occurred_on, id: last.id };
  }
}

/** The columns of a visit a goals report reads. */
const VISIT_COLUMNS = [
  'id',
  'workspace_id',
  'project_id',
  'edition_id',
  'visitor',
  'started_on',
  'last_seen_on',
  'reached_last',
  'pages_seen',
  'token_id',
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const satisfies readonly (keyof AnalyticsSession)[];

/** A visit as a goals report reads it: the stored row's values, or the fold's state of it. */
export type SessionVisit = Pick<AnalyticsSession, Exclude<(typeof VISIT_COLUMNS)[number], 'id'>>;

/**
 * The visits that began in `[from, to)`: the stored ones a page at a time, a visit the minutes
 * after the watermark changed replaced by its state from `pending` (as the visit reports read them).
 */
export async function* visitsOf(
  manager: EntityManager,
  scope: GoalScope,
  from: Date,
  to: Date,
  pending: () => Promise<SessionState[]>,
): AsyncGenerator<SessionVisit[]> {
  const inScope = (session: SessionVisit) =>
    session.workspace_id === scope.workspaceId &&
    session.started_on >= from &&
    session.started_on < to &&
    (!scope.editions || scope.editions.includes(session.edition_id)) &&
    (!scope.projects || scope.projects.includes(session.project_id));
  const changed = new Map<number | string, SessionVisit>();
  (await pending()).forEach((session, index) => {
    if (inScope(session)) changed.set(session.id ?? `new-${index}`, session);
  });
  let afterId = 0;
  for (;;) {
    const qb = manager
      .getRepository(AnalyticsSession)
      .createQueryBuilder('session')
      // What a goals report reads of a visit, not its engagement state.
      .select(VISIT_COLUMNS.map((column) => `session.${column}`))
      .where(...SESSIONS.condition(scope, 'session'))
      .andWhere('session.started_on >= :from AND session.started_on < :to', { from, to })
      .andWhere('session.id > :afterId', { afterId })
      .orderBy('session.id', 'ASC')
      .limit(PAGE);
    if (scope.editions)
      qb.andWhere(scope.editions.length ? 'session.edition_id IN (:...editions)' : '1 = 0', {
        editions: scope.editions,
      });
    if (scope.projects)
      qb.andWhere(scope.projects.length ? 'session.project_id IN (:...projects)' : '1 = 0', {
        projects: scope.projects,
      });
    const stored = await qb.getMany();
    yield stored.filter((session) => !changed.has(session.id));
    if (stored.length < PAGE) break;
    afterId = stored[stored.length - 1].id;
  }
  yield [...changed.values()];
}
