import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { CONTENT_SCHEMA } from './dto/page.dto.js';
import type { PageContent } from './page-content.js';

class PageMediaLinksDto {
  @ApiProperty({
    type: HalLinkDto,
    description: 'the stored file, signed (/media/{id}/content?variant=original&expires&signature)',
  })
  original: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'images only: at most 1280 px wide' }) desktop?: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'images only: at most 2560 px wide' }) full?: HalLinkDto;
}

/** A Media Library file a page's content references, with links a browser loads without a bearer. */
export class PageMediaResource {
  @ApiProperty({ type: 'integer', description: 'the id the content names (`image` or `file`)' }) id: number;
  @ApiProperty({ enum: ['image', 'video'] }) kind: 'image' | 'video';
  @ApiProperty({ type: PageMediaLinksDto, description: 'signed links, valid one to two hours (docs/media-urls.md)' })
  _links: PageMediaLinksDto;
}

class PageEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) edition: ResourceStubDto;
  @ApiPropertyOptional({
    type: [PageMediaResource],
    description: 'with `content` only: each file it references, once, in document order',
  })
  media?: PageMediaResource[];
}

/** A page of a Doc as it goes on the wire (docs/docs-and-pages.md, Pages). */
export class PageResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty() identifier: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) position: number;
  @ApiProperty() is_visible: boolean;
  @ApiPropertyOptional({ ...CONTENT_SCHEMA, description: `${CONTENT_SCHEMA.description}. Left out of collections` })
  content?: PageContent;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) modified_on: string;
  @ApiProperty({ type: PageEmbeddedDto }) _embedded: PageEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
}

class PageListEmbeddedDto {
  @ApiProperty({ type: [PageResource] }) page: PageResource[];
}

export class PageCollection extends CollectionDto {
  @ApiProperty({ type: PageListEmbeddedDto }) _embedded: PageListEmbeddedDto;
}
