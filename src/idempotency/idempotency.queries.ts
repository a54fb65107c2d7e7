import { type DataSource, type EntityManager, In, LessThanOrEqual } from 'typeorm';

import { isUniqueViolation } from '../database/errors.js';
import { IdempotencyKey, type StoredResponse } from './idempotency-key.entity.js';

/** One key of one credential: how every statement below names an entry. */
export interface KeyOf {
  credential_id: number;
  key_hash: string;
}

export function idempotencyEntry(dataSource: DataSource, where: KeyOf): Promise<IdempotencyKey | null> {
  return dataSource.manager.findOneBy(IdempotencyKey, { ...where });
}

/** Inserts the entry; false when its key is already there. */
export async function insertUnlessTaken(manager: EntityManager, entry: Partial<IdempotencyKey>): Promise<boolean> {
  try {
    await manager.insert(IdempotencyKey, entry);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Deletes the entry if it expired by `now`; whether it did. */
export async function deleteIfExpired(manager: EntityManager, where: KeyOf, now: Date): Promise<boolean> {
  const removed = await manager.delete(IdempotencyKey, { ...where, expires_on: LessThanOrEqual(now) });
  return Boolean(removed.affected);
}

export async function storeResponse(manager: EntityManager, where: KeyOf, response: StoredResponse): Promise<void> {
  await manager.update(IdempotencyKey, { ...where }, { response });
}

/** Deletes every entry expired by `now`; how many. */
export async function deleteExpiredKeys(manager: EntityManager, now: Date): Promise<number> {
  const result = await manager.delete(IdempotencyKey, { expires_on: LessThanOrEqual(now) });
  return result.affected ?? 0;
}

/** Deletes the keys of these credentials, 500 ids a statement. */
export async function deleteCredentialsKeys(manager: EntityManager, credentialIds: number[]): Promise<void> {
  for (let at = 0; at < credentialIds.length; at += 500)
    await manager.delete(IdempotencyKey, { credential_id: In(credentialIds.slice(at, at + 500)) });
}
