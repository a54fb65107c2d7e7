import { type EntityManager, In } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { Token } from '../personalization/token.entity.js';
import { Title } from '../titles/title.entity.js';
import { AnalyticsGoal } from './analytics.entities.js';
import { GOALS } from './analytics.queries.js';

/** The names of these docs, by id (none asked: no statement). */
export async function docNames(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.getRepository(Edition).find({ select: { id: true, name: true }, where: { id: In(ids) } });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The workspace's tokens among these ids (at least one), with their name and last view. */
export function readerTokens(manager: EntityManager, workspaceId: number, ids: number[]): Promise<Token[]> {
  return manager.getRepository(Token).find({
    select: { id: true, name: true, last_viewed_on: true },
    where: { id: In(ids), workspace_id: workspaceId },
  });
}

/** The workspace's first `max` goals, by id: their name and type. */
export function goalsOfWorkspace(manager: EntityManager, workspaceId: number, max: number): Promise<AnalyticsGoal[]> {
  return manager.getRepository(AnalyticsGoal).find({
    select: { id: true, name: true, type: true },
    where: GOALS.where({ workspaceId }),
    order: { id: 'ASC' },
    take: max,
  });
}

/** The workspace's doc `id`, its name; null outside the workspace. */
export function namedDoc(manager: EntityManager, workspaceId: number, id: number): Promise<Edition | null> {
  return manager
    .getRepository(Edition)
    .findOne({ select: { id: true, name: true }, where: { id, workspace_id: workspaceId } });
}

/** The workspace's project `id`, its name; null outside the workspace. */
export function namedProject(manager: EntityManager, workspaceId: number, id: number): Promise<Title | null> {
  return manager
    .getRepository(Title)
    .findOne({ select: { id: true, name: true }, where: { id, workspace_id: workspaceId } });
}

/** The workspace's token `id`, its name; null outside the workspace. */
export function namedToken(manager: EntityManager, workspaceId: number, id: number): Promise<Token | null> {
  return manager
    .getRepository(Token)
    .findOne({ select: { id: true, name: true }, where: { id, workspace_id: workspaceId } });
}
