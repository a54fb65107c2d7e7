import { accountStub, link, stub } from '../common/hal/hal.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import type { WebhookDeliveryResource, WebhookResource } from './webhook.resource.js';

/** Links are written under /v2; the response hook moves them under the request's prefix. */
function webhookHref(base: string, id: number): string {
  return `${base}/v2/webhook/${id}`;
}

function deliveryHref(base: string, webhookId: number, id: number): string {
  return `${webhookHref(base, webhookId)}/delivery/${id}`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Entity to wire resource; the secret only when asked (create, rotate), the lease never. */
export function presentWebhook(
  endpoint: WebhookEndpoint,
  lastDelivery: WebhookDelivery | undefined,
  base: string,
  withSecret = false,
): WebhookResource {
  return {
    _computed: {
      last_delivery: lastDelivery
        ? {
            id: lastDelivery.id,
            event: lastDelivery.event,
            status: lastDelivery.status,
            status_code: lastDelivery.status_code,
            attempted_on: iso(lastDelivery.last_attempt_on),
          }
        : null,
      failing_since: iso(endpoint.failing_since),
    },
    _embedded: { account: accountStub(base, endpoint.workspace_id) },
    _links: {
      self: link(webhookHref(base, endpoint.id)),
      deliveries: link(`${webhookHref(base, endpoint.id)}/delivery`),
    },
    created_on: endpoint.created_on.toISOString(),
    description: endpoint.description,
    disabled_reason: endpoint.disabled_reason,
    events: endpoint.events,
    id: endpoint.id,
    is_enabled: endpoint.is_enabled,
    modified_on: iso(endpoint.modified_on),
    ...(withSecret && { secret: endpoint.secret }),
    url: endpoint.url,
  };
}

export function presentDelivery(delivery: WebhookDelivery, base: string): WebhookDeliveryResource {
  return {
    _embedded: { webhook: stub(delivery.endpoint_id, webhookHref(base, delivery.endpoint_id)) },
    _links: { self: link(deliveryHref(base, delivery.endpoint_id, delivery.id)) },
    attempts: delivery.attempts,
    created_on: delivery.created_on.toISOString(),
    duration_ms: delivery.duration_ms,
    error: delivery.error,
    event: delivery.event,
    id: delivery.id,
    last_attempt_on: iso(delivery.last_attempt_on),
    message_id: delivery.message_id,
    next_attempt_on: iso(delivery.next_attempt_on),
    status: delivery.status,
    status_code: delivery.status_code,
  };
}
