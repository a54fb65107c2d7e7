import type { ListFields } from '../common/list-query/list-fields.js';

/** What the webhook list can filter and order by (docs/webhooks.md). */
export const WEBHOOK_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'webhook.id' },
  url: { type: 'string', column: 'webhook.url' },
  description: { type: 'string', column: 'webhook.description' },
  is_enabled: { type: 'boolean', column: 'webhook.is_enabled' },
  failing_since: { type: 'datetime', column: 'webhook.failing_since' },
  created_on: { type: 'datetime', column: 'webhook.created_on' },
  modified_on: { type: 'datetime', column: 'webhook.modified_on' },
};

/** What a delivery log can filter and order by. */
export const DELIVERY_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'delivery.id' },
  event: { type: 'string', column: 'delivery.event' },
  status: { type: 'string', column: 'delivery.status' },
  status_code: { type: 'integer', column: 'delivery.status_code' },
  attempts: { type: 'integer', column: 'delivery.attempts' },
  created_on: { type: 'datetime', column: 'delivery.created_on' },
  last_attempt_on: { type: 'datetime', column: 'delivery.last_attempt_on' },
  next_attempt_on: { type: 'datetime', column: 'delivery.next_attempt_on' },
};
