import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { PROPERTY_TYPES, type PropertyType } from './property.entity.js';

/**
 * The personalization resources as they go on the wire (docs/personalization.md), fields in the order they
 * are written: alphabetical. Every property keeps its decorator: the plugin does not read
 * `*.resource.ts` files.
 */

const DATE = { type: 'string', format: 'date-time' } as const;
const NULLABLE_DATE = { type: 'string', format: 'date-time', nullable: true } as const;
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;
const INT = { type: 'integer' } as const;

class PersonalizationCategoryEmbeddedDto {
  @ApiProperty({ type: RelatedListDto, description: 'the list of its options' }) options: RelatedListDto;
}

export class PersonalizationCategoryResource {
  @ApiProperty({ type: PersonalizationCategoryEmbeddedDto }) _embedded: PersonalizationCategoryEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 1000 }) description: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 255 }) external_mapping: string | null;
  @ApiProperty(INT) id: number;
  @ApiProperty() is_multiple: boolean;
  @ApiProperty({ description: 'fixed at creation' }) key: string;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ ...INT, minimum: 0 }) position: number;
}

class PersonalizationOptionEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) category: ResourceStubDto;
}

export class PersonalizationOptionResource {
  @ApiProperty({ type: PersonalizationOptionEmbeddedDto }) _embedded: PersonalizationOptionEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty({ ...INT, description: 'the category id, fixed at creation' }) category: number;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 255 }) external_value: string | null;
  @ApiProperty(INT) id: number;
  @ApiProperty({ description: 'fixed at creation' }) key: string;
  @ApiProperty() label: string;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty({ ...INT, minimum: 0 }) position: number;
}

class PersonalizationPropertyEmbeddedDto {
  @ApiProperty({ type: RelatedListDto, description: 'the list of its values' }) values: RelatedListDto;
}

export class PersonalizationPropertyResource {
  @ApiProperty({ type: PersonalizationPropertyEmbeddedDto }) _embedded: PersonalizationPropertyEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty() default: string;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 1000 }) description: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 255 }) external_mapping: string | null;
  @ApiProperty(INT) id: number;
  @ApiProperty() is_required: boolean;
  @ApiProperty({ description: 'fixed at creation' }) key: string;
  @ApiProperty({ ...INT, minimum: 1, maximum: 5000 }) max_length: number;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ ...INT, minimum: 0 }) position: number;
  @ApiProperty({ enum: PROPERTY_TYPES, description: 'fixed at creation' }) type: PropertyType;
}

class PersonalizationTokenComputedDto {
  @ApiProperty(INT) values_count: number;
  @ApiProperty({ ...INT, description: 'pageviews that carried the key' }) views: number;
}

class PersonalizationTokenEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) edition: ResourceStubDto;
  @ApiProperty({ type: RelatedListDto, description: 'the list of its values' }) values: RelatedListDto;
}

class PersonalizationTokenLinksDto {
  @ApiPropertyOptional({
    type: HalLinkDto,
    description: "the doc's published link with ?t={key}; only while the doc is published",
  })
  personalized?: HalLinkDto;
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
}

export class PersonalizationTokenResource {
  @ApiProperty({ type: PersonalizationTokenComputedDto }) _computed: PersonalizationTokenComputedDto;
  @ApiProperty({ type: PersonalizationTokenEmbeddedDto }) _embedded: PersonalizationTokenEmbeddedDto;
  @ApiProperty({ type: PersonalizationTokenLinksDto }) _links: PersonalizationTokenLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty({ ...INT, description: 'the doc id, fixed at creation' }) edition: number;
  @ApiProperty(NULLABLE_DATE) expires_on: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, maxLength: 255 }) external_id: string | null;
  @ApiProperty(INT) id: number;
  @ApiProperty({ pattern: '^[0-9A-Za-z]{22}$', description: 'read-only; POST .../rotate replaces it' }) key: string;
  @ApiProperty({ ...NULLABLE_DATE, description: 'read-only, set by analytics' }) last_viewed_on: string | null;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty() name: string;
}

class PersonalizationValueEmbeddedDto {
  @ApiPropertyOptional({ type: ResourceStubDto }) option?: ResourceStubDto;
  @ApiPropertyOptional({ type: ResourceStubDto }) property?: ResourceStubDto;
  @ApiProperty({ type: ResourceStubDto }) token: ResourceStubDto;
}

export class PersonalizationValueResource {
  @ApiProperty({ type: PersonalizationValueEmbeddedDto }) _embedded: PersonalizationValueEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty(INT) id: number;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty({ ...INT, nullable: true, description: 'the option id, or null' }) option: number | null;
  @ApiProperty({ ...INT, nullable: true, description: 'the property id, or null' }) property: number | null;
  @ApiProperty({ ...INT, description: 'the token id' }) token: number;
  @ApiProperty({ ...NULLABLE_TEXT, description: "a property's answer; null for an option" }) value: string | null;
}

class PersonalizationCategoryListEmbeddedDto {
  @ApiProperty({ type: [PersonalizationCategoryResource] }) category: PersonalizationCategoryResource[];
}
export class PersonalizationCategoryCollection extends CollectionDto {
  @ApiProperty({ type: PersonalizationCategoryListEmbeddedDto }) _embedded: PersonalizationCategoryListEmbeddedDto;
}

class PersonalizationOptionListEmbeddedDto {
  @ApiProperty({ type: [PersonalizationOptionResource] }) option: PersonalizationOptionResource[];
}
export class PersonalizationOptionCollection extends CollectionDto {
  @ApiProperty({ type: PersonalizationOptionListEmbeddedDto }) _embedded: PersonalizationOptionListEmbeddedDto;
}

class PersonalizationPropertyListEmbeddedDto {
  @ApiProperty({ type: [PersonalizationPropertyResource] }) property: PersonalizationPropertyResource[];
}
export class PersonalizationPropertyCollection extends CollectionDto {
  @ApiProperty({ type: PersonalizationPropertyListEmbeddedDto }) _embedded: PersonalizationPropertyListEmbeddedDto;
}

class PersonalizationTokenListEmbeddedDto {
  @ApiProperty({ type: [PersonalizationTokenResource] }) token: PersonalizationTokenResource[];
}
export class PersonalizationTokenCollection extends CollectionDto {
  @ApiProperty({ type: PersonalizationTokenListEmbeddedDto }) _embedded: PersonalizationTokenListEmbeddedDto;
}

class PersonalizationValueListEmbeddedDto {
  @ApiProperty({ type: [PersonalizationValueResource] }) value: PersonalizationValueResource[];
}
export class PersonalizationValueCollection extends CollectionDto {
  @ApiProperty({ type: PersonalizationValueListEmbeddedDto }) _embedded: PersonalizationValueListEmbeddedDto;
}
