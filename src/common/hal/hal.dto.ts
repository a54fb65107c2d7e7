import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI shapes of the HAL pieces every resource shares. */
export class HalLinkDto {
  @ApiProperty({ format: 'uri' })
  href: string;
}

export class SelfLinksDto {
  self: HalLinkDto;
}

export class ResourceStubDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  _links: SelfLinksDto;
}

/** A link to a filtered list of related resources. */
export class RelatedListDto {
  _links: SelfLinksDto;
}

export class CollectionLinksDto {
  self: HalLinkDto;
  /** absent on an empty collection */
  first?: HalLinkDto;
  /** absent on an empty collection */
  last?: HalLinkDto;
  prev?: HalLinkDto;
  next?: HalLinkDto;
}

/**
 * The list envelope (spec 2.3); each area adds its `_embedded`. Every property keeps its decorator:
 * the collections extend this class in files the plugin does not read (`*.resource.ts`), and a
 * property left to the plugin would be listed after their `_embedded`.
 */
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
