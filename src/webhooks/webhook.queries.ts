import { WorkspaceScope } from '../common/workspace-scope.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

/** The workspace's endpoints and deliveries: every read and write of one by id goes through these. */
export const WEBHOOKS = new WorkspaceScope(WebhookEndpoint, 'webhook');
export const DELIVERIES = new WorkspaceScope(WebhookDelivery, 'delivery');
