import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CollectionDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { CONTENT_SCHEMA } from './dto/page.dto.js';
import type { PageContent } from './page-content.js';

class PageEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) edition: ResourceStubDto;
}

/** A page of a Doc as it goes on the wire (docs/docs-and-pages.md, Pages). */
export class PageResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty() identifier: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) position: number;
  @ApiProperty() is_visible: boolean;
  @ApiPropertyOptional({ ...CONTENT_SCHEMA, description: `${CONTENT_SCHEMA.description}. Left out of collections` }) content?: PageContent;
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
