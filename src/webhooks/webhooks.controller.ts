import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook.dto.js';
import { DELIVERY_LIST_FIELDS, WEBHOOK_LIST_FIELDS } from './webhook.list-fields.js';
import {
  WebhookCollection,
  WebhookDeliveryCollection,
  WebhookDeliveryResource,
  WebhookResource,
} from './webhook.resource.js';
import { WebhooksService } from './webhooks.service.js';

const WebhookId = () => ApiParam({ name: 'webhook_id', schema: { type: 'integer', minimum: 1 } });
const DeliveryId = () => ApiParam({ name: 'delivery_id', schema: { type: 'integer', minimum: 1 } });

/** `/webhook` (and its `/v2` twin; docs/webhooks.md). */
@ApiTags('Webhooks')
@Authenticated()
@HalResponses()
@Controller('webhook')
export class WebhooksController {
  constructor(private readonly service: WebhooksService) {}

  @Get()
  @ApiOperation({ operationId: 'listWebhooks', summary: 'List webhooks' })
  @ApiList(WEBHOOK_LIST_FIELDS, WebhookCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'webhook', WebhookResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':webhook_id')
  @ApiOperation({ operationId: 'getWebhook', summary: 'Retrieve a webhook (its secret is not shown)' })
  @ApiRead(WebhookResource, WebhookId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
  ): Promise<WebhookResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createWebhook', summary: 'Create a webhook; the answer shows its secret, once' })
  @ApiJsonBody(CreateWebhookDto, { url: 'https://crm.example.com/hooks/publishing', events: ['token.viewed'] })
  @Idempotent('createWebhook')
  @ApiCreate(WebhookResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateWebhookDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<WebhookResource>,
  ): Promise<WebhookResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':webhook_id')
  @ApiOperation({ operationId: 'updateWebhook', summary: 'Update a webhook (is_enabled: true clears a disable)' })
  @ApiJsonBody(UpdateWebhookDto, { events: ['*'] })
  @ApiUpdate(WebhookResource, WebhookId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
    @Body() dto: UpdateWebhookDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<WebhookResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Post(':webhook_id/rotate')
  @HttpCode(200)
  @WebhookId()
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Give a webhook a new secret, shown in this answer once',
  })
  @ApiOkResponse({ type: WebhookResource, description: 'The webhook with its new secret' })
  @ApiProblems(400, 404)
  rotate(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
  ): Promise<WebhookResource> {
    return this.service.rotate(principal, id);
  }

  @Delete(':webhook_id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Delete a webhook and its delivery log (permanent)' })
  @ApiDelete(WebhookId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }

  @Get(':webhook_id/delivery')
  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: "A webhook's deliveries, newest first" })
  @WebhookId()
  @ApiList(DELIVERY_LIST_FIELDS, WebhookDeliveryCollection)
  @ApiProblems(404)
  deliveries(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'delivery', WebhookDeliveryResource>> {
    return this.service.deliveries(principal, id, query, url);
  }

  @Get(':webhook_id/delivery/:delivery_id')
  @ApiOperation({ operationId: 'getWebhookDelivery', summary: 'Retrieve a delivery of a webhook' })
  @WebhookId()
  @ApiRead(WebhookDeliveryResource, DeliveryId())
  delivery(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
    @Param('delivery_id', ParseIdPipe) deliveryId: number,
  ): Promise<WebhookDeliveryResource> {
    return this.service.delivery(principal, id, deliveryId);
  }

  @Post(':webhook_id/delivery/:delivery_id/retry')
  @HttpCode(202)
  @WebhookId()
  @DeliveryId()
  @ApiOperation({ operationId: 'retryWebhookDelivery', summary: 'Attempt a delivery again now (in its order)' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResource, description: 'The delivery, due now' })
  @ApiProblems(400, 404)
  retry(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
    @Param('delivery_id', ParseIdPipe) deliveryId: number,
  ): Promise<WebhookDeliveryResource> {
    return this.service.retry(principal, id, deliveryId);
  }

  @Post(':webhook_id/ping')
  @HttpCode(202)
  @WebhookId()
  @ApiOperation({ operationId: 'pingWebhook', summary: 'Send a webhook.ping to this webhook' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResource, description: 'The ping delivery, due now' })
  @ApiProblems(400, 404, 422)
  ping(
    @CurrentPrincipal() principal: Principal,
    @Param('webhook_id', ParseIdPipe) id: number,
  ): Promise<WebhookDeliveryResource> {
    return this.service.ping(principal, id);
  }
}
