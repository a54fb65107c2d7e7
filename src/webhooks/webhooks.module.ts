import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { DeliveryQueue } from './delivery-queue.js';
import { DeliveryWorker } from './delivery-worker.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';
import { WorkspaceWebhooks } from './workspace-webhooks.js';

/**
 * Webhooks (docs/webhooks.md): the endpoints, the outbox's delivery worker and the delivery log.
 * Nothing imports it: the modules whose changes are events write to the outbox with
 * `enqueueWebhookEvents` (webhook-events.ts) inside their own transactions.
 */
@Module({
  imports: [IdempotencyModule, WorkspaceLifecycleModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, DeliveryQueue, DeliveryWorker, WorkspaceWebhooks],
})
export class WebhooksModule {}
