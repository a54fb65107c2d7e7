import { type EntityManager, In } from 'typeorm';

import { Page } from '../editions/page.entity.js';
import { AnalyticsGoal, AnalyticsGoalConversion } from './analytics.entities.js';
import type { ResolvedGoal } from './goal-matcher.js';

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
