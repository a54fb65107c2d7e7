import type { EntityManager } from 'typeorm';

import { AnalyticsState } from './analytics.entities.js';

/** The watermark's row (analytics_state). */
export const STATE_ID = 1;

/** The watermark's row; null before the first call made it. */
export function stateRow(manager: EntityManager): Promise<AnalyticsState | null> {
  return manager.getRepository(AnalyticsState).findOneBy({ id: STATE_ID });
}

/** The watermark's row, which exists. */
export function madeStateRow(manager: EntityManager): Promise<AnalyticsState> {
  return manager.getRepository(AnalyticsState).findOneByOrFail({ id: STATE_ID });
}

/** Makes the watermark's row at `start` unless another instance made it first. */
export async function insertState(manager: EntityManager, start: Date): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(AnalyticsState)
    .values({ id: STATE_ID, data_until: start, lease_owner: null, lease_until: null })
    .orIgnore()
    .execute();
}

/** Takes (or renews) the worker lease for `owner` until `until`: false when another holds it at `now`. */
export async function takeLease(manager: EntityManager, owner: string, now: Date, until: Date): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(AnalyticsState)
    .set({ lease_owner: owner, lease_until: until })
    .where('id = :id', { id: STATE_ID })
    .andWhere('(lease_until IS NULL OR lease_until < :now OR lease_owner = :owner)', { now, owner })
    .execute();
  return result.affected === 1;
}

/** Moves the watermark to `to` (its row was locked by `lockedState`). */
export async function advanceState(manager: EntityManager, to: Date): Promise<void> {
  await manager.update(AnalyticsState, { id: STATE_ID }, { data_until: to });
}

/** The watermark's row, locked for the transaction on MySQL (`lock`). */
export function lockedState(manager: EntityManager, lock: boolean): Promise<AnalyticsState | null> {
  const qb = manager
    .getRepository(AnalyticsState)
    .createQueryBuilder('state')
    .where('state.id = :id', { id: STATE_ID });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}
