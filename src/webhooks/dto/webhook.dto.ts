import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';

import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { WEBHOOK_EVENTS } from '../webhook-events.js';

const EVENT_CHOICES = [...WEBHOOK_EVENTS, '*'];

/** The fields no write may set. */
const READ_ONLY_FIELDS = [
  'id',
  'secret',
  'disabled_reason',
  'created_on',
  'modified_on',
  '_computed',
  '_embedded',
  '_links',
];

/** What PATCH may change on a webhook; the secret changes only by POST .../rotate. */
export class UpdateWebhookDto {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** https (http only where the server allows it); its address is checked at every attempt */
  @ApiPropertyOptional({ format: 'uri', maxLength: 2048, example: 'https://crm.example.com/hooks/publishing' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false, allow_underscores: true },
    { message: 'url must be an http(s) URL' },
  )
  url?: string;

  /** the event types to send, or `["*"]` for all */
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: EVENT_CHOICES } })
  @OptionalNotNull()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(EVENT_CHOICES.length)
  @ArrayUnique()
  @IsIn(EVENT_CHOICES, { each: true, message: `each event must be one of ${EVENT_CHOICES.join(', ')}` })
  events?: string[];

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 1000 })
  @OptionalNullable()
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  /** false stops deliveries (they wait); true again clears a disable and sends them */
  @OptionalNotNull()
  @IsBoolean()
  is_enabled?: boolean;
}

export class CreateWebhookDto extends OmitType(UpdateWebhookDto, ['url', 'events'] as const) {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  @ApiProperty({ format: 'uri', maxLength: 2048, example: 'https://crm.example.com/hooks/publishing' })
  @IsDefined()
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false, allow_underscores: true },
    { message: 'url must be an http(s) URL' },
  )
  url: string;

  @ApiProperty({ type: 'array', items: { type: 'string', enum: EVENT_CHOICES }, example: ['token.viewed'] })
  @IsDefined()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(EVENT_CHOICES.length)
  @ArrayUnique()
  @IsIn(EVENT_CHOICES, { each: true, message: `each event must be one of ${EVENT_CHOICES.join(', ')}` })
  events: string[];
}
