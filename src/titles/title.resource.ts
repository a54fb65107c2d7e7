import { ApiProperty } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto } from '../common/hal/hal.dto.js';
import type { TitleOption } from './title.entity.js';

/** The Project (title) resource as it goes on the wire (spec 2.1), for types and OpenAPI. */
class VendorACodeResource {
  @ApiProperty() munchkin_id: string;
  @ApiProperty() is_enabled: boolean;
}
class VendorBCodeResource {
  @ApiProperty() hub_id: string;
  @ApiProperty() hublet: string;
  @ApiProperty() is_enabled: boolean;
}
class VendorCCodeResource {
  @ApiProperty() piCid: string;
  @ApiProperty() piAid: string;
}
class VendorDCodeResource {
  @ApiProperty() site_id: string;
  @ApiProperty() custom_tracker_subdomain: string;
}
class VendorEConfigResource {
  @ApiProperty() has_enabled: boolean;
  @ApiProperty() has_events_enabled: boolean;
  @ApiProperty() has_views_enabled: boolean;
  @ApiProperty() measurement_id: string;
}
class TitleEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) account: ResourceStubDto;
  @ApiProperty({ type: RelatedListDto }) editions: RelatedListDto;
}
class TitleLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: 'https://{hostname}, else PUBLISH_URL/{identifier}' })
  published: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: "the project's analytics report" }) analytics: HalLinkDto;
}
class TitleComputedDto {
  @ApiProperty({ example: 'rgba(0,0,0,0)' }) background_color: string;
  @ApiProperty({ type: 'integer' }) editions_count: number;
  @ApiProperty({ type: 'integer' }) editions_published_count: number;
}

export class TitleResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty() identifier: string;
  @ApiProperty({ type: 'string', nullable: true, format: 'hostname' }) hostname: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'UA-123456-1' }) ua_code: string | null;
  @ApiProperty({ type: VendorACodeResource }) vendorA_code: VendorACodeResource;
  @ApiProperty({ type: VendorBCodeResource }) vendorB_code: VendorBCodeResource;
  @ApiProperty({ type: VendorCCodeResource }) vendorC_code: VendorCCodeResource;
  @ApiProperty({ type: VendorDCodeResource }) vendorD_code: VendorDCodeResource;
  @ApiProperty({ type: VendorEConfigResource }) vendorE_config: VendorEConfigResource;
  @ApiProperty({ type: 'string', nullable: true, enum: ['medium_2019', 'high_2019'] }) security_profile: string | null;
  @ApiProperty({ type: 'string', nullable: true }) website: string | null;
  @ApiProperty({ type: 'integer' }) license: number;
  @ApiProperty() has_secure_socket_layer: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' }) affected_on: string;
  @ApiProperty({ type: 'array', items: { type: 'array', items: {} } }) options: TitleOption[][];
  @ApiProperty({ type: 'string', nullable: true }) certificate: string | null;
  @ApiProperty({ type: 'string', nullable: true }) certificate_chain: string | null;
  @ApiProperty({ type: 'string', nullable: true }) certificate_key: string | null;
  @ApiProperty() automated_certificate: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) modified_on: string;
  @ApiProperty({ type: 'string', nullable: true, format: 'uri' }) logo: string | null;
  @ApiProperty({ type: 'string', nullable: true, format: 'uri' }) icon: string | null;
  @ApiProperty({ type: 'string', nullable: true, format: 'uri' }) splash: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) rules: Record<string, unknown>;
  @ApiProperty({ type: TitleEmbeddedDto }) _embedded: TitleEmbeddedDto;
  @ApiProperty({ type: TitleLinksDto }) _links: TitleLinksDto;
  @ApiProperty({ type: TitleComputedDto }) _computed: TitleComputedDto;
}

class TitleListEmbeddedDto {
  @ApiProperty({ type: [TitleResource] }) title: TitleResource[];
}

export class TitleCollection extends CollectionDto {
  @ApiProperty({ type: TitleListEmbeddedDto }) _embedded: TitleListEmbeddedDto;
}
