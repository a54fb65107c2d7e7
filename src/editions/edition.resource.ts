import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto } from '../common/hal/hal.dto.js';
import { CATEGORY_KEYS } from './categories.js';
import { SHARE_NETWORKS } from './edition-options.js';

/** The Doc (edition) resource as it goes on the wire (docs/docs-and-pages.md, Docs (editions)), for types and OpenAPI. */
class CookieCheckMessageResource {
  @ApiProperty({ type: 'string', nullable: true }) title: string | null;
  @ApiProperty({ type: 'string', nullable: true }) description: string | null;
}

class AuthenticationParamsResource {
  @ApiPropertyOptional({ description: 'method password' }) username?: string;
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    enum: [null],
    description: 'always null: a password is never echoed',
  })
  password?: null;
  @ApiPropertyOptional({ description: 'method password: whether a password is stored' }) has_password?: boolean;
  @ApiPropertyOptional({ type: [String], description: 'method whitelist: the e-mail addresses allowed' })
  whitelist?: string[];
}

class AuthenticationResource {
  @ApiProperty({ enum: ['password', 'whitelist'] }) method: 'password' | 'whitelist';
  @ApiProperty({ type: AuthenticationParamsResource }) params: AuthenticationParamsResource;
}

export class EditionOptionsResource {
  @ApiProperty({ example: 'en_gb' }) locale: string;
  @ApiProperty({ type: 'string', nullable: true }) help: string | null;
  @ApiProperty() has_cookie_check: boolean;
  @ApiProperty({ type: CookieCheckMessageResource }) cookie_check_message: CookieCheckMessageResource;
  @ApiProperty() has_editions_hidden: boolean;
  @ApiProperty() has_personalization: boolean;
  @ApiProperty() offline_mode: boolean;
  @ApiProperty() has_nofollow: boolean;
  @ApiProperty() has_disabled_navigation: boolean;
  @ApiProperty() has_page_menu_button: boolean;
  @ApiProperty() has_custom_url: boolean;
  @ApiProperty() has_page_numbers: boolean;
  @ApiProperty() floating_hamburger: boolean;
  @ApiProperty({ type: AuthenticationResource, nullable: true }) authentication: AuthenticationResource | null;
  @ApiProperty() has_favorites: boolean;
  @ApiProperty() has_search: boolean;
  @ApiProperty() has_header: boolean;
  @ApiProperty() has_cobranding: boolean;
  @ApiProperty({ type: 'string', nullable: true }) header_code: string | null;
  @ApiProperty({ type: 'string', nullable: true }) utm_code: string | null;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...SHARE_NETWORKS] } }) share: string[];
  @ApiProperty() anonymize_ip: boolean;
  @ApiProperty() disable_cdn: boolean;
}

class ImageVariantLinksDto {
  @ApiProperty({ type: HalLinkDto, description: '/image/{id}/content?variant=original' }) original: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: 'at most 1280 px wide' }) desktop: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: 'at most 2560 px wide' }) full: HalLinkDto;
}

class ScreenshotStubDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "the screenshot's image id; null for a generated cover",
  })
  id: number | null;
  @ApiPropertyOptional({
    enum: [true],
    description:
      'present, and true, when the doc has no screenshot and this is the cover the service draws of its first page',
  })
  generated?: true;
  @ApiProperty({ type: ImageVariantLinksDto }) _links: ImageVariantLinksDto;
}

class EditionEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) title: ResourceStubDto;
  @ApiProperty({ type: RelatedListDto }) pages: RelatedListDto;
  @ApiProperty({ type: RelatedListDto, description: "the doc's export jobs" }) jobs: RelatedListDto;
  @ApiProperty({
    type: ScreenshotStubDto,
    description: 'the screenshot, or, when none is set, the cover generated from the first visible page',
  })
  screenshot: ScreenshotStubDto;
}

class EditionLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: 'PUBLISH_URL/preview/{uid}' }) preview: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'only while published' }) published?: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: "the doc's analytics report" }) analytics: HalLinkDto;
}

class EditionComputedDto {
  @ApiProperty({ type: 'integer' }) pages_count: number;
  @ApiProperty({ type: 'integer', description: 'always 0: this service has no editor comments' })
  num_unresolved_comments: number;
}

class CommentsDto {}

export class EditionResource {
  @ApiProperty() name: string;
  @ApiProperty() identifier: string;
  @ApiProperty({ minLength: 12, maxLength: 12, pattern: '^[A-Za-z0-9_-]{12}$' }) uid: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) published_on: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) affected_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) first_published_on: string | null;
  @ApiProperty({ enum: ['draft', 'published'] }) status: 'draft' | 'published';
  @ApiProperty() is_visible: boolean;
  @ApiProperty({ type: 'boolean', nullable: true }) has_header: boolean | null;
  @ApiProperty({ type: EditionOptionsResource }) options: EditionOptionsResource;
  @ApiProperty({ enum: ['T2'] }) level: 'T2';
  @ApiProperty({ enum: CATEGORY_KEYS }) category: string;
  @ApiProperty({ type: 'boolean', nullable: true }) is_starred: boolean | null;
  @ApiProperty({ example: 'local', description: '`local` or `s3:{region}:{bucket}`' }) screenshot_store: string;
  @ApiProperty() is_default: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null until the first change' })
  modified_on: string | null;
  @ApiProperty({ type: CommentsDto, description: 'always {}' }) comments: Record<string, never>;
  @ApiProperty({ type: EditionEmbeddedDto }) _embedded: EditionEmbeddedDto;
  @ApiProperty({ type: EditionLinksDto }) _links: EditionLinksDto;
  @ApiProperty({ type: EditionComputedDto }) _computed: EditionComputedDto;
}

class EditionListEmbeddedDto {
  @ApiProperty({ type: [EditionResource] }) edition: EditionResource[];
}

export class EditionCollection extends CollectionDto {
  @ApiProperty({ type: EditionListEmbeddedDto }) _embedded: EditionListEmbeddedDto;
}

export class CategoryResource {
  @ApiProperty({ enum: CATEGORY_KEYS }) key: string;
  @ApiProperty({ example: 'Branded content' }) name: string;
}

class CategoryListEmbeddedDto {
  @ApiProperty({ type: [CategoryResource] }) category: CategoryResource[];
}

export class CategoryCollection extends CollectionDto {
  @ApiProperty({ type: CategoryListEmbeddedDto }) _embedded: CategoryListEmbeddedDto;
}
