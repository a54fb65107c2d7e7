import { type EntityManager, In, LessThan } from 'typeorm';

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
  AnalyticsSalt,
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

/** The docs of these uids, with what ingestion needs of each (doc-directory.ts). */
export function docsByUid(manager: EntityManager, uids: string[]): Promise<Edition[]> {
  return manager.getRepository(Edition).find({
    select: { id: true, uid: true, workspace_id: true, title_id: true, status: true },
    where: { uid: In(uids) },
  });
}

/** The docs of these ids, with what the rollup needs of each. */
export function docsById(manager: EntityManager, ids: number[]): Promise<Edition[]> {
  return manager.getRepository(Edition).find({
    select: { id: true, uid: true, workspace_id: true, title_id: true, status: true },
    where: { id: In(ids) },
  });
}

/** Every page of these docs, in position order. */
export function pagesOfDocs(manager: EntityManager, docIds: number[]): Promise<Page[]> {
  return manager.getRepository(Page).find({
    select: { id: true, edition_id: true, identifier: true, position: true, is_visible: true },
    where: { edition_id: In(docIds) },
    order: { position: 'ASC' },
  });
}

/** The identifier and position of these pages (at least one id). */
export function pageNames(manager: EntityManager, ids: number[]): Promise<Page[]> {
  return manager
    .getRepository(Page)
    .createQueryBuilder('page')
    .select(['page.id', 'page.identifier', 'page.position'])
    .where('page.id IN (:...ids)', { ids })
    .getMany();
}

/** The day's salt; null before any instance made it. */
export function saltOf(manager: EntityManager, day: string): Promise<AnalyticsSalt | null> {
  return manager.getRepository(AnalyticsSalt).findOneBy({ day });
}

/** The day's salt, which exists. */
export function madeSaltOf(manager: EntityManager, day: string): Promise<AnalyticsSalt> {
  return manager.getRepository(AnalyticsSalt).findOneByOrFail({ day });
}

/** Stores the day's salt unless another instance stored one first. */
export async function insertSalt(manager: EntityManager, day: string, salt: string): Promise<void> {
  await manager.createQueryBuilder().insert().into(AnalyticsSalt).values({ day, salt }).orIgnore().execute();
}

/** Deletes the salts of days before `day`. */
export async function deleteSaltsBefore(manager: EntityManager, day: string): Promise<void> {
  await manager.delete(AnalyticsSalt, { day: LessThan(day) });
}
