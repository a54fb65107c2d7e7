import { type DataSource, type EntityManager, type EntityTarget, In, MoreThan, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

/** The workspace's endpoints and deliveries: every read and write of one by id goes through these. */
export const WEBHOOKS = new WorkspaceScope(WebhookEndpoint, 'webhook');
export const DELIVERIES = new WorkspaceScope(WebhookDelivery, 'delivery');

/** The deliveries of these ids. */
export function deliveriesByIds(manager: EntityManager, ids: number[]): Promise<WebhookDelivery[]> {
  return manager.getRepository(WebhookDelivery).find({ where: { id: In(ids) } });
}

export function webhookCount(manager: EntityManager, scope: InWorkspace): Promise<number> {
  return WEBHOOKS.query(manager, scope).getCount();
}

/** Inserts an endpoint; its id. */
export async function insertWebhook(manager: EntityManager, row: WebhookEndpoint): Promise<number> {
  const { identifiers } = await manager.insert(WebhookEndpoint, row);
  return Number(identifiers[0].id);
}

export async function updateWebhook(
  manager: EntityManager,
  id: number,
  changes: QueryDeepPartialEntity<WebhookEndpoint>,
): Promise<void> {
  await manager.update(WebhookEndpoint, { id }, changes);
}

export async function updateDelivery(
  manager: EntityManager,
  id: number,
  changes: QueryDeepPartialEntity<WebhookDelivery>,
): Promise<void> {
  await manager.update(WebhookDelivery, { id }, changes);
}

/** The endpoint's deliveries, as a list query reads them. */
export function deliveriesOf(manager: EntityManager, scope: InWorkspace, endpointId: number) {
  return DELIVERIES.query(manager, scope).andWhere('delivery.endpoint_id = :endpointId', { endpointId });
}

/** The endpoint's newest delivery. */
export function lastDelivery(manager: EntityManager, endpointId: number): Promise<WebhookDelivery> {
  return manager
    .getRepository(WebhookDelivery)
    .findOneOrFail({ where: { endpoint_id: endpointId }, order: { id: 'DESC' } });
}

/** The enabled endpoints of these workspaces (only `onlyEndpoint`, when given), by id: their ids, workspaces and events. */
export function enabledEndpoints(
  manager: EntityManager,
  workspaceIds: number[],
  onlyEndpoint?: number,
): Promise<WebhookEndpoint[]> {
  return manager.getRepository(WebhookEndpoint).find({
    select: { id: true, workspace_id: true, events: true },
    where: {
      workspace_id: In(workspaceIds),
      is_enabled: true,
      ...(onlyEndpoint !== undefined && { id: onlyEndpoint }),
    },
    order: { id: 'ASC' },
  });
}

/** Inserts rows through the manager (the outbox's default sink). */
export async function insertRows(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  rows: readonly object[],
): Promise<void> {
  await manager.insert(target, rows as never);
}

// The delivery queue's statements (delivery-queue.ts holds the lease protocol).

/** Up to `limit` enabled endpoints not leased at `at` whose first pending delivery is due, the ones taken longest ago first. */
export async function dueEndpoints(
  manager: EntityManager,
  at: unknown,
  limit: number,
  skipLocked: boolean,
): Promise<{ id: number; workspace_id: number }[]> {
  const rows = (await manager.query(
    `SELECT e.id, e.workspace_id FROM webhook_endpoint e
      WHERE e.is_enabled = 1 AND (e.lease_until IS NULL OR e.lease_until < ?)
        AND (SELECT d.next_attempt_on FROM webhook_delivery d
              WHERE d.endpoint_id = e.id AND d.status = 'pending' ORDER BY d.id LIMIT 1) <= ?
      ORDER BY e.claimed_on ASC, e.id ASC
      LIMIT ${Number(limit)}` + (skipLocked ? ' FOR UPDATE SKIP LOCKED' : ''),
    [at, at],
  )) as { id: number | string; workspace_id: number | string }[];
  return rows.map((row) => ({ id: Number(row.id), workspace_id: Number(row.workspace_id) }));
}

/** Takes the endpoint's lease unless another's is live at `at`; whether it did. */
export async function takeLease(
  manager: EntityManager,
  id: number,
  lease: { lease_owner: string; lease_until: Date; claimed_on: Date },
  at: unknown,
): Promise<boolean> {
  const taken = await manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set(lease)
    .where('id = :id AND (lease_until IS NULL OR lease_until < :now)', { id, now: at })
    .execute();
  return taken.affected === 1;
}

/** Sets the lease's columns while `owner` holds it; whether it still did. */
export async function setLease(
  manager: EntityManager,
  id: number,
  owner: string,
  lease: { lease_owner?: null; lease_until: Date | null },
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set(lease)
    .where('id = :id AND lease_owner = :owner', { id, owner })
    .execute();
  return result.affected === 1;
}

/** The endpoint while `owner` holds it (and, when `enabled`, while it is enabled); null otherwise. */
export function heldEndpoint(
  manager: EntityManager,
  id: number,
  owner: string,
  enabled = false,
): Promise<WebhookEndpoint | null> {
  return manager
    .getRepository(WebhookEndpoint)
    .findOneBy({ id, lease_owner: owner, ...(enabled && { is_enabled: true }) });
}

/** The next `take` of the endpoint's pending deliveries after `afterId`, in order. */
export function pendingDeliveries(
  dataSource: DataSource,
  endpointId: number,
  afterId: number,
  take: number,
): Promise<WebhookDelivery[]> {
  return dataSource.getRepository(WebhookDelivery).find({
    where: { endpoint_id: endpointId, status: 'pending', id: MoreThan(afterId) },
    order: { id: 'ASC' },
    take,
  });
}

/** Writes an attempt's outcome unless another attempt was recorded since; whether it did. */
export async function recordAttempt(
  manager: EntityManager,
  delivery: Pick<WebhookDelivery, 'id' | 'attempts'>,
  outcome: QueryDeepPartialEntity<WebhookDelivery>,
): Promise<boolean> {
  const updated = await manager
    .createQueryBuilder()
    .update(WebhookDelivery)
    .set(outcome)
    .where("id = :id AND status = 'pending' AND attempts = :attempts", { id: delivery.id, attempts: delivery.attempts })
    .execute();
  return updated.affected === 1;
}

/** A date as the driver stores a lease time, for a raw comparison (SQLite keeps date-times as text). */
export function storedLeaseTime(manager: EntityManager, date: Date): unknown {
  const column = manager.connection.getMetadata(WebhookEndpoint).findColumnWithPropertyName('lease_until')!;
  return manager.connection.driver.preparePersistentValue(date, column);
}
