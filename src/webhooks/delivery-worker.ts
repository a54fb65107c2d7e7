import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { type ClaimedEndpoint, DeliveryQueue } from './delivery-queue.js';
import { sendWebhook } from './sender.js';
import { signWebhook } from './signature.js';

/** Deliveries one endpoint gets per turn before it lets the others of this instance's queue go first. */
const TURN_DELIVERIES = 500;

/**
 * Sends the outbox (docs/webhooks.md, "Delivery"): up to WEBHOOK_CONCURRENCY endpoints at once
 * per instance, each endpoint one delivery at a time and in order, taken from the database by the
 * lease protocol (delivery-queue.ts) so several instances share the work and each attempt is made
 * once. Nothing here runs on a request's path: a slow, hanging or flooding endpoint holds one slot
 * for at most WEBHOOK_TIMEOUT_MS per attempt and reads at most 64 KiB of its answer; the other
 * slots go on with other endpoints and workspaces.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('WebhookWorker');
  readonly owner = `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<number, Promise<void>>();
  private pollTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private stopping = false;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.dataSource.isInitialized || !this.config.workers || this.config.WEBHOOK_CONCURRENCY === 0) return;
    this.pollTimer = setInterval(() => this.wake(), this.config.WEBHOOK_POLL_MS);
    this.pollTimer.unref();
    this.wake();
  }

  /** Stops taking endpoints, cuts the attempts in flight (not recorded: sent again later) and lets go. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.pollTimer);
    await this.polling;
    for (const controller of this.inFlight) controller.abort();
    await Promise.all(this.running.values());
  }

  /** Looks for due deliveries now. */
  wake(): void {
    if (this.stopping || this.config.WEBHOOK_CONCURRENCY === 0) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => this.logger.warn(`could not look for webhook deliveries: ${message(error)}`))
      .finally(() => {
        this.polling = undefined;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        }
      });
  }

  /** Resolves when nothing is being delivered by this process. */
  async idle(): Promise<void> {
    while (this.polling || this.running.size > 0) {
      await this.polling;
      await Promise.all(this.running.values());
    }
  }

  private async poll(): Promise<void> {
    const free = this.config.WEBHOOK_CONCURRENCY - this.running.size;
    if (free <= 0 || this.stopping) return;
    for (const endpoint of await this.queue.claim(this.owner, free)) {
      const done = this.drain(endpoint)
        .catch((error: unknown) => this.logger.error(`webhook ${endpoint.id}: ${message(error)}`))
        .finally(() => {
          this.running.delete(endpoint.id);
          this.wake();
        });
      this.running.set(endpoint.id, done);
    }
  }

  /** The endpoint's due deliveries, in order, until one fails, none is due, or its turn ends. */
  private async drain(claimed: ClaimedEndpoint): Promise<void> {
    let held = true;
    const beat = setInterval(
      () => {
        this.queue
          .heartbeat(claimed.id, this.owner)
          .then((still) => (held &&= still))
          .catch((error: unknown) => this.logger.warn(`webhook ${claimed.id}: heartbeat failed: ${message(error)}`));
      },
      Math.max(100, Math.floor(this.config.WEBHOOK_LEASE_MS / 3)),
    );
    let sent = 0;
    try {
      let after = 0;
      for (;;) {
        const page = await this.queue.pending(claimed.id, after);
        if (page.length === 0) return;
        // Read again for every page: a PATCH may have moved the URL, rotated the secret or disabled it.
        const endpoint = await this.queue.endpoint(claimed.id, this.owner);
        if (!endpoint) return;
        for (const delivery of page) {
          if (this.stopping || !held || sent >= TURN_DELIVERIES) return;
          if (delivery.next_attempt_on && delivery.next_attempt_on.getTime() > Date.now()) return;
          const timestamp = Math.floor(Date.now() / 1000);
          const controller = new AbortController();
          this.inFlight.add(controller);
          const result = await sendWebhook(
            endpoint.url,
            {
              'user-agent': 'publishing-api-webhooks/1',
              'webhook-id': delivery.message_id,
              'webhook-timestamp': String(timestamp),
              'webhook-signature': signWebhook(endpoint.secret, delivery.message_id, timestamp, delivery.payload),
            },
            delivery.payload,
            {
              timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
              allowHttp: this.config.WEBHOOK_ALLOW_HTTP,
              allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE,
              signal: controller.signal,
            },
          ).finally(() => this.inFlight.delete(controller));
          if (controller.signal.aborted) return;
          sent++;
          const outcome = await this.queue.record(claimed.id, this.owner, delivery, result);
          if (!outcome.held || !outcome.delivered) return;
        }
        after = page[page.length - 1].id;
      }
    } finally {
      clearInterval(beat);
      await this.queue.release(claimed.id, this.owner).catch(() => undefined);
    }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
