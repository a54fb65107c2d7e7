import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { SendResult } from './sender.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import {
  dueEndpoints,
  heldEndpoint,
  pendingDeliveries,
  recordAttempt,
  setLease,
  storedLeaseTime,
  takeLease,
  updateWebhook,
} from './webhook.queries.js';

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
      const at = storedLeaseTime(manager, now);
      const claimed: ClaimedEndpoint[] = [];
      for (const row of await dueEndpoints(manager, at, limit, this.mysql)) {
        const lease = { lease_owner: owner, lease_until: this.leaseEnd(now), claimed_on: now };
        if (await takeLease(manager, row.id, lease, at)) claimed.push(row);
      }
      return claimed;
    });
  }

  /** The endpoint as it is now (its URL or secret may have changed), while `owner` holds it. */
  async endpoint(id: number, owner: string): Promise<WebhookEndpoint | null> {
    return heldEndpoint(this.dataSource.manager, id, owner, true);
  }

  /** The next page of the endpoint's pending deliveries after `afterId`, in order. */
  pending(endpointId: number, afterId: number): Promise<WebhookDelivery[]> {
    return pendingDeliveries(this.dataSource, endpointId, afterId, DELIVERY_PAGE);
  }

  /** Renews the lease; false when the endpoint is no longer this owner's (or was deleted). */
  async heartbeat(endpointId: number, owner: string): Promise<boolean> {
    return this.transactions.run((manager) =>
      setLease(manager, endpointId, owner, { lease_until: this.leaseEnd(new Date()) }),
    );
  }

  /** Lets the endpoint go, for any instance to take when it is due again. */
  async release(endpointId: number, owner: string): Promise<void> {
    await this.transactions.run((manager) =>
      setLease(manager, endpointId, owner, { lease_owner: null, lease_until: null }),
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
      const endpoint = await heldEndpoint(manager, endpointId, owner);
      if (!endpoint) return { held: false, delivered: false, disabled: false };
      const delivered = result.error === null;
      const attempts = delivery.attempts + 1;
      const schedule = this.config.webhookRetrySchedule;
      const wait = delivered ? undefined : schedule[attempts - 1];
      const status = delivered ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
      const recorded = await recordAttempt(manager, delivery, {
        status,
        attempts,
        last_attempt_on: now,
        next_attempt_on: status === 'pending' ? new Date(now.getTime() + wait!) : null,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error,
      });
      if (!recorded) return { held: true, delivered: false, disabled: false };
      const failingSince = delivered ? null : (endpoint.failing_since ?? now);
      const disable =
        failingSince !== null && now.getTime() - failingSince.getTime() >= this.config.WEBHOOK_DISABLE_AFTER_MS;
      await updateWebhook(manager, endpointId, {
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
      });
      return { held: !disable, delivered, disabled: disable };
    });
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.config.WEBHOOK_LEASE_MS);
  }
}
