import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { PROPERTY_TYPES, type PropertyType } from './property.entity.js';

/**
 * The personalization resources as they go on the wire (CONTRACT 15), fields in the order they
 * are written: alphabetical. Every property keeps its decorator: the plugin does not read
 * `*.resource.ts` files.
 */

const DATE = { type: 'string', format: 'date-time' } as const;
const NULLABLE_DATE = { type: 'string', format: 'date-time', nullable: true } as const;
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;
const INT = { type: 'integer' } as const;

class CategoryEmbeddedDto {
  @ApiProperty({ type: RelatedListDto, description: 'the list of its options' }) options: RelatedListDto;
}

export class CategoryResource {
  @ApiProperty({ type: CategoryEmbeddedDto }) _embedded: CategoryEmbeddedDto;
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

class OptionEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) category: ResourceStubDto;
}

export class OptionResource {
  @ApiProperty({ type: OptionEmbeddedDto }) _embedded: OptionEmbeddedDto;
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

class PropertyEmbeddedDto {
  @ApiProperty({ type: RelatedListDto, description: 'the list of its values' }) values: RelatedListDto;
}

export class PropertyResource {
  @ApiProperty({ type: PropertyEmbeddedDto }) _embedded: PropertyEmbeddedDto;
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

class TokenComputedDto {
  @ApiProperty(INT) values_count: number;
  @ApiProperty({ ...INT, description: 'pageviews that carried the key' }) views: number;
}

class TokenEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) edition: ResourceStubDto;
  @ApiProperty({ type: RelatedListDto, description: 'the list of its values' }) values: RelatedListDto;
}

class TokenLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: "the doc's published link with ?t={key}; only while the doc is published" })
  personalized?: HalLinkDto;
}

export class TokenResource {
  @ApiProperty({ type: TokenComputedDto }) _computed: TokenComputedDto;
  @ApiProperty({ type: TokenEmbeddedDto }) _embedded: TokenEmbeddedDto;
  @ApiProperty({ type: TokenLinksDto }) _links: TokenLinksDto;
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

class ValueEmbeddedDto {
  @ApiPropertyOptional({ type: ResourceStubDto }) option?: ResourceStubDto;
  @ApiPropertyOptional({ type: ResourceStubDto }) property?: ResourceStubDto;
  @ApiProperty({ type: ResourceStubDto }) token: ResourceStubDto;
}

export class ValueResource {
  @ApiProperty({ type: ValueEmbeddedDto }) _embedded: ValueEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty(DATE) created_on: string;
  @ApiProperty(INT) id: number;
  @ApiProperty({ ...NULLABLE_DATE, description: 'null until the first change' }) modified_on: string | null;
  @ApiProperty({ ...INT, nullable: true, description: 'the option id, or null' }) option: number | null;
  @ApiProperty({ ...INT, nullable: true, description: 'the property id, or null' }) property: number | null;
  @ApiProperty({ ...INT, description: 'the token id' }) token: number;
  @ApiProperty({ ...NULLABLE_TEXT, description: "a property's answer; null for an option" }) value: string | null;
}

class CategoryListEmbeddedDto {
  @ApiProperty({ type: [CategoryResource] }) category: CategoryResource[];
}
export class CategoryCollection extends CollectionDto {
  @ApiProperty({ type: CategoryListEmbeddedDto }) _embedded: CategoryListEmbeddedDto;
}

class OptionListEmbeddedDto {
  @ApiProperty({ type: [OptionResource] }) option: OptionResource[];
}
export class OptionCollection extends CollectionDto {
  @ApiProperty({ type: OptionListEmbeddedDto }) _embedded: OptionListEmbeddedDto;
}

class PropertyListEmbeddedDto {
  @ApiProperty({ type: [PropertyResource] }) property: PropertyResource[];
}
export class PropertyCollection extends CollectionDto {
  @ApiProperty({ type: PropertyListEmbeddedDto }) _embedded: PropertyListEmbeddedDto;
}

class TokenListEmbeddedDto {
  @ApiProperty({ type: [TokenResource] }) token: TokenResource[];
}
export class TokenCollection extends CollectionDto {
  @ApiProperty({ type: TokenListEmbeddedDto }) _embedded: TokenListEmbeddedDto;
}

class ValueListEmbeddedDto {
  @ApiProperty({ type: [ValueResource] }) value: ValueResource[];
}
export class ValueCollection extends CollectionDto {
  @ApiProperty({ type: ValueListEmbeddedDto }) _embedded: ValueListEmbeddedDto;
}
