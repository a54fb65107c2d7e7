import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes of the HAL pieces every resource shares. */
export class HalLinkDto {
  @ApiProperty({ format: 'uri' })
  href: string;
}

export class SelfLinksDto {
  @ApiProperty({ type: HalLinkDto })
  self: HalLinkDto;
}

export class ResourceStubDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: SelfLinksDto })
  _links: SelfLinksDto;
}

/** A link to a filtered list of related resources. */
export class RelatedListDto {
  @ApiProperty({ type: SelfLinksDto })
  _links: SelfLinksDto;
}

export class CollectionLinksDto {
  @ApiProperty({ type: HalLinkDto })
  self: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'absent on an empty collection' })
  first?: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'absent on an empty collection' })
  last?: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto })
  prev?: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto })
  next?: HalLinkDto;
}

/** The list envelope (spec 2.3); each area adds its `_embedded`. */
export class CollectionDto {
  @ApiProperty({ type: CollectionLinksDto })
  _links: CollectionLinksDto;
  @ApiProperty({ type: 'integer' })
  page_count: number;
  @ApiProperty({ type: 'integer', description: 'the limit' })
  page_size: number;
  @ApiProperty({ type: 'integer' })
  total_items: number;
  @ApiProperty({ type: 'integer', description: '0 when the collection is empty' })
  page: number;
  @ApiProperty({ type: 'integer', description: 'echoes the page size, as the platform does' })
  count: number;
  @ApiProperty({ type: 'integer', description: 'equals total_items' })
  total: number;
}
