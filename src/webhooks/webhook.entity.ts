import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/** A customer's endpoint that hears the workspace's events (docs/webhooks.md). */
@Entity('webhook_endpoint')
@Index('ix_webhook_endpoint_workspace_id', ['workspace_id', 'id'])
@Index('ix_webhook_endpoint_lease', ['is_enabled', 'lease_until'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** Event types, or `["*"]`. */
  @JsonColumn()
  events: string[];

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'boolean' })
  is_enabled: boolean;

  /**
   * `whsec_` + base64 of 32 random bytes. Kept as given: every attempt signs with it (a hash
   * could not sign). Never presented except on create and rotate.
   */
  @Column({ type: 'varchar', length: 64 })
  secret: string;

  /** Why the endpoint was disabled by the worker (null when enabled or disabled by the caller). */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  disabled_reason: string | null;

  /** The first failed attempt since the last success. */
  @DateTimeColumn({ nullable: true })
  failing_since: Date | null;

  /** The delivery attempted last (`_computed.last_delivery`). */
  @Column({ type: 'int', nullable: true })
  last_delivery_id: number | null;

  /** The instance delivering to it now, and until when (docs/webhooks.md, "Delivery"). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lease_owner: string | null;

  @DateTimeColumn({ nullable: true })
  lease_until: Date | null;

  /** When an instance last took it: endpoints take turns by this. */
  @DateTimeColumn({ nullable: true })
  claimed_on: Date | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change, then
 * attempted by the worker in `id` order per endpoint until it succeeds or its retries run out.
 * The row keeps its latest attempt's outcome.
 */
@Entity('webhook_delivery')
@Index('ix_webhook_delivery_endpoint_status', ['endpoint_id', 'status', 'id'])
@Index('ix_webhook_delivery_endpoint_id', ['endpoint_id', 'id'])
@Index('ix_webhook_delivery_workspace_id', ['workspace_id', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  endpoint_id: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  /** `webhook-id`: the same on every attempt, so a receiver can drop a repeat. */
  @Column({ type: 'varchar', length: 40 })
  message_id: string;

  @Column({ type: 'varchar', length: 32 })
  event: string;

  /** The body, exactly as it is sent and signed. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  @Column({ type: 'int' })
  attempts: number;

  /** When the next attempt is due (null once it succeeded or failed for good). */
  @DateTimeColumn({ nullable: true })
  next_attempt_on: Date | null;

  @DateTimeColumn({ nullable: true })
  last_attempt_on: Date | null;

  @Column({ type: 'int', nullable: true })
  status_code: number | null;

  @Column({ type: 'int', nullable: true })
  duration_ms: number | null;

  /** Why the latest attempt failed (a refused address, a timeout, a status): no stack, no secret. */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  error: string | null;

  @DateTimeColumn()
  created_on: Date;
}
