import type { EntityManager } from 'typeorm';

import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { Page } from '../editions/page.entity.js';
import { Title } from '../titles/title.entity.js';
import { TITLES } from '../titles/title.queries.js';
import {
  AnalyticsEvent,
  AnalyticsGoal,
  AnalyticsRollup,
  AnalyticsSession,
  AnalyticsShare,
} from './analytics.entities.js';

/** The workspace's events, sessions and rollups: reports and purges read them through these. */
export const EVENTS = new WorkspaceScope(AnalyticsEvent, 'event');
export const SESSIONS = new WorkspaceScope(AnalyticsSession, 'session');
export const ROLLUPS = new WorkspaceScope(AnalyticsRollup, 'rollup');
export const SHARES = new WorkspaceScope(AnalyticsShare, 'share');
export const GOALS = new WorkspaceScope(AnalyticsGoal, 'goal');

/** Whether the workspace has doc `id`. */
export function hasDoc(manager: EntityManager, scope: InWorkspace, id: number): Promise<boolean> {
  return manager.getRepository(Edition).existsBy(EDITIONS.where(scope, { id }));
}

/** Whether the workspace has project `id`. */
export function hasProject(manager: EntityManager, scope: InWorkspace, id: number): Promise<boolean> {
  return manager.getRepository(Title).existsBy(TITLES.where(scope, { id }));
}

/** A doc's visible pages in order, at most `max` of them: a funnel's steps. */
export function visiblePages(
  manager: EntityManager,
  docId: number,
  max: number,
): Promise<Pick<Page, 'id' | 'identifier' | 'position'>[]> {
  return manager.getRepository(Page).find({
    select: { id: true, identifier: true, position: true },
    where: { edition_id: docId, is_visible: true },
    order: { position: 'ASC' },
    take: max,
  });
}
