import { type DataSource, type EntityTarget, In, LessThanOrEqual, MoreThan, type ObjectLiteral } from 'typeorm';

import { WriteInFlight } from './write-in-flight.entity.js';

/** Rows per statement when many keys beat at once. */
const BATCH = 500;

/** Of `keys`, those the entity's `column` holds (the orphan sweep's check of one owner). */
export async function keysHeldBy(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  column: string,
  keys: string[],
): Promise<string[]> {
  const rows = await dataSource
    .getRepository(entity)
    .createQueryBuilder('owner')
    .select(`owner.${column}`, 'key')
    .where(`owner.${column} IN (:...keys)`, { keys })
    .getRawMany<{ key: string }>();
  return rows.map((row) => row.key);
}

/** Removes the heartbeat rows of these keys. */
export async function deleteHeartbeats(dataSource: DataSource, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    await dataSource.getRepository(WriteInFlight).delete({ storage_key: In(keys.slice(i, i + BATCH)) });
  }
}

/** Writes (or refreshes) this instance's heartbeat row of each key. */
export async function upsertHeartbeats(
  dataSource: DataSource,
  keys: string[],
  instance: string,
  heartbeat_on: Date,
): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = keys.slice(i, i + BATCH).map((storage_key) => ({ storage_key, instance, heartbeat_on }));
    await dataSource.getRepository(WriteInFlight).upsert(rows, ['storage_key']);
  }
}

/** The keys whose heartbeat is younger than `since`. */
export async function keysBeatingSince(dataSource: DataSource, since: Date): Promise<string[]> {
  const rows = await dataSource.getRepository(WriteInFlight).find({
    select: { storage_key: true },
    where: { heartbeat_on: MoreThan(since) },
  });
  return rows.map((row) => row.storage_key);
}

/** Deletes the heartbeat rows last written by `before`; how many. */
export async function deleteHeartbeatsBefore(dataSource: DataSource, before: Date): Promise<number> {
  const result = await dataSource.getRepository(WriteInFlight).delete({ heartbeat_on: LessThanOrEqual(before) });
  return result.affected ?? 0;
}
