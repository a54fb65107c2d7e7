import type { DataSource, DeepPartial, EntityManager } from 'typeorm';

import { ServerSecret } from '../auth/server-secret.entity.js';
import { Token } from '../personalization/token.entity.js';
import { AnalyticsShare } from './analytics.entities.js';
import { SHARES } from './analytics.queries.js';

/**
 * The server secret `name`, stored as `fresh` by the first instance to ask (a concurrent one
 * loses the insert and reads the winner's); read on the primary, never a replica.
 */
export async function serverSecret(dataSource: DataSource, name: string, fresh: string): Promise<string> {
  const runner = dataSource.createQueryRunner('master');
  try {
    await runner.manager
      .createQueryBuilder()
      .insert()
      .into(ServerSecret)
      .values({ name, value: fresh, created_on: new Date() })
      .orIgnore()
      .execute();
    return (await runner.manager.findOneByOrFail(ServerSecret, { name })).value;
  } finally {
    await runner.release();
  }
}

/** Whether the workspace has token `id`. */
export function hasToken(manager: EntityManager, workspaceId: number, id: number): Promise<boolean> {
  return manager.getRepository(Token).existsBy({ id, workspace_id: workspaceId });
}

/** How many shares the workspace keeps (expired ones too). */
export function shareCount(manager: EntityManager, workspaceId: number): Promise<number> {
  return manager.getRepository(AnalyticsShare).countBy(SHARES.where({ workspaceId }));
}

/** Inserts a share; it comes back with its id. */
export function saveShare<T extends DeepPartial<AnalyticsShare>>(
  manager: EntityManager,
  share: T,
): Promise<T & AnalyticsShare> {
  return manager.getRepository(AnalyticsShare).save(share);
}

/** Deletes the workspace's shares expired before `now`. */
export async function deleteExpiredShares(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
  await manager
    .getRepository(AnalyticsShare)
    .createQueryBuilder()
    .delete()
    .where('workspace_id = :workspaceId AND expires_on < :now', { workspaceId, now })
    .execute();
}

/** The workspace's first `max` shares, by id. */
export function sharesOf(manager: EntityManager, workspaceId: number, max: number): Promise<AnalyticsShare[]> {
  return manager
    .getRepository(AnalyticsShare)
    .find({ where: SHARES.where({ workspaceId }), order: { id: 'ASC' }, take: max });
}

/** The workspace's share `id`; null outside the workspace. */
export function shareById(manager: EntityManager, workspaceId: number, id: number): Promise<AnalyticsShare | null> {
  return manager.getRepository(AnalyticsShare).findOneBy(SHARES.where({ workspaceId }, { id }));
}

/** Deletes the workspace's share `id`: false when there was none. */
export async function deleteShare(manager: EntityManager, workspaceId: number, id: number): Promise<boolean> {
  const result = await manager.getRepository(AnalyticsShare).delete(SHARES.where({ workspaceId }, { id }));
  return Boolean(result.affected);
}

/** The share a signed link names, whatever its workspace (the signature is checked after). */
export function shareOfLink(manager: EntityManager, id: number): Promise<AnalyticsShare | null> {
  return manager.getRepository(AnalyticsShare).findOneBy({ id });
}
