import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { refusal } from './addresses.js';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook.dto.js';
import { newWebhookSecret } from './signature.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { DELIVERY_LIST_FIELDS, WEBHOOK_LIST_FIELDS } from './webhook.list-fields.js';
import { presentDelivery, presentWebhook } from './webhook.presenter.js';
import {
  DELIVERIES,
  deliveriesByIds,
  deliveriesOf,
  insertWebhook,
  lastDelivery,
  updateDelivery,
  updateWebhook,
  webhookCount,
  WEBHOOKS,
} from './webhook.queries.js';
import type { WebhookDeliveryResource, WebhookResource } from './webhook.resource.js';
import { enqueueWebhookEvents, PING_EVENT } from './webhook-events.js';

/** Endpoints per workspace. */
const MAX_WEBHOOKS = 50;

/** `/webhook` (docs/webhooks.md): endpoints, their secret, their delivery log, retry and ping. */
@Injectable()
export class WebhooksService {
  private readonly kind: ResourceKind<WebhookEndpoint, WebhookResource, 'webhook'> = {
    scope: WEBHOOKS,
    key: 'webhook',
    fields: WEBHOOK_LIST_FIELDS,
    present: (manager, rows) => this.present(manager, rows),
  };

  private readonly base: string;

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.base = resources.base;
  }

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'webhook', WebhookResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<WebhookResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private async present(manager: EntityManager, rows: WebhookEndpoint[]): Promise<WebhookResource[]> {
    const ids = rows.flatMap((row) => (row.last_delivery_id === null ? [] : [row.last_delivery_id]));
    const last =
      ids.length === 0
        ? new Map<number, WebhookDelivery>()
        : new Map((await deliveriesByIds(manager, ids)).map((row) => [row.id, row]));
    return rows.map((row) =>
      presentWebhook(row, row.last_delivery_id === null ? undefined : last.get(row.last_delivery_id), this.base),
    );
  }

  async create(
    principal: Principal,
    dto: CreateWebhookDto,
    recorder?: CreateRecorder<WebhookResource>,
  ): Promise<WebhookResource> {
    this.checkUrl(dto.url);
    return this.transactions.run(async (manager) => {
      await recorder?.claim(manager);
      if ((await webhookCount(manager, principal)) >= MAX_WEBHOOKS) {
        throw ProblemException.invalidField('url', 'tooMany', `A workspace has at most ${MAX_WEBHOOKS} webhooks`);
      }
      const row = manager.create(WebhookEndpoint, {
        workspace_id: principal.workspaceId,
        url: dto.url,
        events: dto.events,
        description: dto.description ?? null,
        is_enabled: dto.is_enabled ?? true,
        secret: newWebhookSecret(),
        disabled_reason: null,
        failing_since: null,
        last_delivery_id: null,
        lease_owner: null,
        lease_until: null,
        claimed_on: null,
        created_on: new Date(),
        modified_on: null,
      });
      row.id = await insertWebhook(manager, row);
      // The secret is shown this once (and kept for the create's retry with the same key).
      const resource = presentWebhook(row, undefined, this.base, true);
      await recorder?.complete(manager, resource);
      return resource;
    });
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateWebhookDto,
    conditions = Preconditions.NONE,
  ): Promise<WebhookResource> {
    if (dto.url !== undefined) this.checkUrl(dto.url);
    return this.transactions.run(async (manager) => {
      const row = await this.resources.locked(this.kind, manager, principal, id, conditions);
      const changes: Partial<WebhookEndpoint> = { modified_on: new Date() };
      if (dto.url !== undefined) changes.url = dto.url;
      if (dto.events !== undefined) changes.events = dto.events;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.is_enabled !== undefined) {
        changes.is_enabled = dto.is_enabled;
        // Enabled again by its owner: the failures that disabled it are behind.
        if (dto.is_enabled) Object.assign(changes, { disabled_reason: null, failing_since: null });
      }
      await updateWebhook(manager, row.id, changes);
      return this.resources.presentOne(this.kind, manager, Object.assign(row, changes));
    });
  }

  /** A new secret, answered this once; the old one stops signing at once. */
  async rotate(principal: Principal, id: number): Promise<WebhookResource> {
    return this.transactions.run(async (manager) => {
      const row = await this.resources.locked(this.kind, manager, principal, id, Preconditions.NONE);
      const changes = { secret: newWebhookSecret(), modified_on: new Date() };
      await updateWebhook(manager, row.id, changes);
      const [resource] = await this.present(manager, [Object.assign(row, changes)]);
      return { ...resource, secret: row.secret };
    });
  }

  async deliveries(
    principal: Principal,
    id: number,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'delivery', WebhookDeliveryResource>> {
    const manager = this.dataSource.manager;
    const endpoint = await WEBHOOKS.found(manager, principal, id);
    // Newest first unless the caller orders.
    const ordered =
      query['order-by'] === undefined ? { ...query, 'order-by': [{ field: 'id', direction: 'desc' }] } : query;
    const page = await fetchListPage(
      deliveriesOf(manager, principal, endpoint.id),
      ordered,
      DELIVERY_LIST_FIELDS,
      'delivery.id',
    );
    return halCollection(this.base, requestUrl, {
      key: 'delivery',
      items: page.rows.map((row) => presentDelivery(row, this.base)),
      ...page,
    });
  }

  async delivery(principal: Principal, id: number, deliveryId: number): Promise<WebhookDeliveryResource> {
    const manager = this.dataSource.manager;
    const endpoint = await WEBHOOKS.found(manager, principal, id);
    const delivery = await DELIVERIES.found(manager, principal, deliveryId);
    if (delivery.endpoint_id !== endpoint.id) throw ProblemException.notFound();
    return presentDelivery(delivery, this.base);
  }

  /** Due again now, whatever happened before; the endpoint's order puts it before newer ones. */
  async retry(principal: Principal, id: number, deliveryId: number): Promise<WebhookDeliveryResource> {
    return this.transactions.run(async (manager) => {
      const endpoint = await WEBHOOKS.found(manager, principal, id);
      const delivery = await DELIVERIES.lock(manager, principal, deliveryId);
      if (delivery.endpoint_id !== endpoint.id) throw ProblemException.notFound();
      const changes = { status: 'pending' as const, next_attempt_on: new Date() };
      await updateDelivery(manager, delivery.id, changes);
      return presentDelivery(Object.assign(delivery, changes), this.base);
    });
  }

  /** A `webhook.ping` to this endpoint only, through the outbox like every event. */
  async ping(principal: Principal, id: number): Promise<WebhookDeliveryResource> {
    return this.transactions.run(async (manager) => {
      const endpoint = await WEBHOOKS.found(manager, principal, id);
      if (!endpoint.is_enabled) {
        throw ProblemException.invalidField('is_enabled', 'disabled', 'The webhook is disabled; enable it first');
      }
      await enqueueWebhookEvents(
        manager,
        [{ workspaceId: principal.workspaceId, type: PING_EVENT, data: { webhook: endpoint.id } }],
        endpoint.id,
      );
      const delivery = await lastDelivery(manager, endpoint.id);
      return presentDelivery(delivery, this.base);
    });
  }

  /** https unless the server allows http; an address written as an IP is judged at once. */
  private checkUrl(url: string): void {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !this.config.WEBHOOK_ALLOW_HTTP) {
      throw ProblemException.invalidField('url', 'httpsRequired', 'url must be an https URL');
    }
    if (parsed.username || parsed.password) {
      throw ProblemException.invalidField('url', 'noCredentials', 'url must not carry a user name or password');
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(host)) {
      const refused = refusal(host, this.config.WEBHOOK_ALLOW_PRIVATE);
      if (refused) throw ProblemException.invalidField('url', 'addressRefused', `url: ${refused}`);
    }
  }
}
