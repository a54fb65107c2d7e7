import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, MoreThan } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { SendResult } from './sender.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

/** An endpoint this instance now delivers to, in order, until it lets go or its lease runs out. */
export interface ClaimedEndpoint {
  id: number;
  workspace_id: number;
}

/** Deliveries read at a time: an endpoint with 10,000 waiting never has them all in memory. */
const DELIVERY_PAGE = 50;

/**
 * The lease protocol of deliveries (docs/webhooks.md, "Delivery"), as export jobs have theirs
 * (src/exports/job-queue.ts): an instance takes an *endpoint*, not a delivery, by one guarded
 * UPDATE of its lease, and while it holds it, it alone attempts that endpoint's deliveries, one at
 * a time in `id` order. So each attempt is made by one instance, and an endpoint hears its events
 * in the order they happened. Every attempt's outcome is written under the same guard (the lease
 * is still this instance's), with the endpoint's failure state, in one transaction.
 *
 * An endpoint is due when the first of its pending deliveries is due: a failing first delivery
 * holds back the later ones until it succeeds or its retries run out (the order is kept).
 */
@Injectable()
export class DeliveryQueue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
  ) {}

  private get mysql(): boolean {
    return this.dataSource.options.type !== 'better-sqlite3';
  }

  /** Takes up to `limit` due endpoints for `owner`, the ones taken longest ago first. */
  async claim(owner: string, limit: number, now = new Date()): Promise<ClaimedEndpoint[]> {
    if (limit <= 0) return [];
    return this.transactions.run(async (manager) => {
      const at = this.time(manager, now);
      const rows = (await manager.query(
        `SELECT e.id, e.workspace_id FROM webhook_endpoint e
          WHERE e.is_enabled = 1 AND (e.lease_until IS NULL OR e.lease_until < ?)
            AND (SELECT d.next_attempt_on FROM webhook_delivery d
                  WHERE d.endpoint_id = e.id AND d.status = 'pending' ORDER BY d.id LIMIT 1) <= ?
          ORDER BY e.claimed_on ASC, e.id ASC
          LIMIT ${Number(limit)}` + (this.mysql ? ' FOR UPDATE SKIP LOCKED' : ''),
        [at, at],
      )) as { id: number | string; workspace_id: number | string }[];
      const claimed: ClaimedEndpoint[] = [];
      for (const row of rows) {
        const taken = await manager
          .createQueryBuilder()
          .update(WebhookEndpoint)
          .set({ lease_owner: owner, lease_until: this.leaseEnd(now), claimed_on: now })
          .where('id = :id AND (lease_until IS NULL OR lease_until < :now)', { id: Number(row.id), now: at })
          .execute();
        if (taken.affected === 1) claimed.push({ id: Number(row.id), workspace_id: Number(row.workspace_id) });
      }
      return claimed;
    });
  }

  /** The endpoint as it is now (its URL or secret may have changed), while `owner` holds it. */
  async endpoint(id: number, owner: string): Promise<WebhookEndpoint | null> {
    return this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id, lease_owner: owner, is_enabled: true });
  }

  /** The next page of the endpoint's pending deliveries after `afterId`, in order. */
  pending(endpointId: number, afterId: number): Promise<WebhookDelivery[]> {
    return this.dataSource.getRepository(WebhookDelivery).find({
      where: { endpoint_id: endpointId, status: 'pending', id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: DELIVERY_PAGE,
    });
  }

  /** Renews the lease; false when the endpoint is no longer this owner's (or was deleted). */
  async heartbeat(endpointId: number, owner: string): Promise<boolean> {
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(WebhookEndpoint)
        .set({ lease_until: this.leaseEnd(new Date()) })
        .where('id = :id AND lease_owner = :owner', { id: endpointId, owner })
        .execute(),
    );
    return result.affected === 1;
  }

  /** Lets the endpoint go, for any instance to take when it is due again. */
  async release(endpointId: number, owner: string): Promise<void> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(WebhookEndpoint)
        .set({ lease_owner: null, lease_until: null })
        .where('id = :id AND lease_owner = :owner', { id: endpointId, owner })
        .execute(),
    );
  }

  /**
   * Writes one attempt's outcome, if `owner` still holds the endpoint: the delivery's state and
   * next try (the retry schedule, WEBHOOK_RETRY_SCHEDULE_MS), the endpoint's failure state, and
   * the disable once it has failed for WEBHOOK_DISABLE_AFTER_MS. Says whether the endpoint may go
   * on (held, still enabled, and this attempt succeeded).
   */
  async record(
    endpointId: number,
    owner: string,
    delivery: WebhookDelivery,
    result: SendResult,
    now = new Date(),
  ): Promise<{ held: boolean; delivered: boolean; disabled: boolean }> {
    return this.transactions.run(async (manager) => {
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneBy({ id: endpointId, lease_owner: owner });
      if (!endpoint) return { held: false, delivered: false, disabled: false };
      const delivered = result.error === null;
      const attempts = delivery.attempts + 1;
      const schedule = this.config.webhookRetrySchedule;
      const wait = delivered ? undefined : schedule[attempts - 1];
      const status = delivered ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
      const updated = await manager
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({
          status,
          attempts,
          last_attempt_on: now,
          next_attempt_on: status === 'pending' ? new Date(now.getTime() + wait!) : null,
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          error: result.error,
        })
        .where("id = :id AND status = 'pending' AND attempts = :attempts", {
          id: delivery.id,
          attempts: delivery.attempts,
        })
        .execute();
      if (updated.affected !== 1) return { held: true, delivered: false, disabled: false };
      const failingSince = delivered ? null : (endpoint.failing_since ?? now);
      const disable =
        failingSince !== null && now.getTime() - failingSince.getTime() >= this.config.WEBHOOK_DISABLE_AFTER_MS;
      await manager.update(
        WebhookEndpoint,
        { id: endpointId },
        {
          last_delivery_id: delivery.id,
          failing_since: failingSince,
          lease_until: this.leaseEnd(now),
          ...(disable && {
            is_enabled: false,
            disabled_reason:
              `Disabled ${now.toISOString()}: every attempt failed since ${failingSince.toISOString()}; the last: ${result.error}`.slice(
                0,
                1024,
              ),
            lease_owner: null,
            lease_until: null,
          }),
        },
      );
      return { held: !disable, delivered, disabled: disable };
    });
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.config.WEBHOOK_LEASE_MS);
  }

  /** A date as the driver stores it, for a raw comparison (SQLite keeps date-times as text). */
  private time(manager: EntityManager, date: Date): unknown {
    const column = manager.connection.getMetadata(WebhookEndpoint).findColumnWithPropertyName('lease_until')!;
    return manager.connection.driver.preparePersistentValue(date, column);
  }
}
