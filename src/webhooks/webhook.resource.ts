import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { DELIVERY_STATUSES } from './webhook.entity.js';
import { PING_EVENT, WEBHOOK_EVENTS } from './webhook-events.js';

/**
 * The webhook resources as they go on the wire (docs/webhooks.md). Every property keeps its
 * decorator: the plugin does not read `*.resource.ts` files.
 */

const DATE = { type: 'string', format: 'date-time' } as const;
const NULLABLE_DATE = { type: 'string', format: 'date-time', nullable: true } as const;
const INT = { type: 'integer' } as const;

class WebhookLastDeliveryDto {
  @ApiProperty(INT) id: number;
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, PING_EVENT] }) event: string;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: string;
  @ApiProperty({ ...INT, nullable: true }) status_code: number | null;
  @ApiProperty(NULLABLE_DATE) attempted_on: string | null;
}

class WebhookComputedDto {
  @ApiProperty({ type: WebhookLastDeliveryDto, nullable: true, description: 'the delivery attempted last' })
  last_delivery: WebhookLastDeliveryDto | null;
  @ApiProperty({ ...NULLABLE_DATE, description: 'the first failed attempt since the last success' })
  failing_since: string | null;
}

class WebhookEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) account: ResourceStubDto;
}

class WebhookLinksDto extends SelfLinksDto {
  @ApiProperty({ type: HalLinkDto, description: 'the delivery log' }) deliveries: HalLinkDto;
}

export class WebhookResource {
  @ApiProperty({ type: WebhookComputedDto }) _computed: WebhookComputedDto;
  @ApiProperty({ type: WebhookEmbeddedDto }) _embedded: WebhookEmbeddedDto;
  @ApiProperty({ type: WebhookLinksDto }) _links: WebhookLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty({ type: 'string', nullable: true, maxLength: 1000 }) description: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'why the endpoint was disabled after failing' })
  disabled_reason: string | null;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS, '*'] } }) events: string[];
  @ApiProperty(INT) id: number;
  @ApiProperty() is_enabled: boolean;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiPropertyOptional({
    pattern: '^whsec_[A-Za-z0-9+/]{43}=$',
    description: 'the signing secret: only in the answer of the create and of POST .../rotate',
  })
  secret?: string;
  @ApiProperty({ format: 'uri' }) url: string;
}

class WebhookDeliveryEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) webhook: ResourceStubDto;
}

export class WebhookDeliveryResource {
  @ApiProperty({ type: WebhookDeliveryEmbeddedDto }) _embedded: WebhookDeliveryEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty({ ...INT, description: 'attempts made so far' }) attempts: number;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty({ ...INT, nullable: true, description: "the latest attempt's duration" }) duration_ms: number | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'why the latest attempt failed (a refusal, a timeout, a status)',
  })
  error: string | null;
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, PING_EVENT] }) event: string;
  @ApiProperty(INT) id: number;
  @ApiProperty(NULLABLE_DATE) last_attempt_on: string | null;
  @ApiProperty({ description: 'the `webhook-id` header, the same on every attempt' }) message_id: string;
  @ApiProperty({ ...NULLABLE_DATE, description: 'when the next attempt is due; null once delivered or given up' })
  next_attempt_on: string | null;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: string;
  @ApiProperty({ ...INT, nullable: true, description: "the latest attempt's answer status" }) status_code:
    number | null;
}

class WebhookListEmbeddedDto {
  @ApiProperty({ type: [WebhookResource] }) webhook: WebhookResource[];
}
export class WebhookCollection extends CollectionDto {
  @ApiProperty({ type: WebhookListEmbeddedDto }) _embedded: WebhookListEmbeddedDto;
}

class WebhookDeliveryListEmbeddedDto {
  @ApiProperty({ type: [WebhookDeliveryResource] }) delivery: WebhookDeliveryResource[];
}
export class WebhookDeliveryCollection extends CollectionDto {
  @ApiProperty({ type: WebhookDeliveryListEmbeddedDto }) _embedded: WebhookDeliveryListEmbeddedDto;
}
