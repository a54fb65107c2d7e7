import type { ApiPropertyOptions } from '@nestjs/swagger';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

import { IsRowId, IsSlug } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import type { PageContent } from '../page-content.js';
import { BareIdAsRef } from './create-edition.dto.js';

/** A JSON Schema fragment of the OpenAPI document. */
type SchemaObject = NonNullable<ApiPropertyOptions['items']> & Record<string, unknown>;

const node = (
  type: string,
  properties: Record<string, SchemaObject>,
  optional: Record<string, SchemaObject> = {},
): SchemaObject => ({
  type: 'object',
  properties: { type: { type: 'string', enum: [type] }, ...optional, ...properties },
  required: ['type', ...Object.keys(properties)],
  additionalProperties: false,
});

/** Personalization (docs/personalization.md): a rule on the token's options. */
const CATEGORY_RULE: SchemaObject = {
  type: 'object',
  description:
    'shown only to a reader whose token chose one of `options` of the category (`*none`: chose none, or no token)',
  properties: {
    category: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
    options: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: '^(?:\\*none|[a-z][a-z0-9_]{0,63})$' },
    },
  },
  required: ['category', 'options'],
  additionalProperties: false,
};
/** A rule on the reader's context. */
const CONTEXT_RULE: SchemaObject = {
  type: 'object',
  description:
    "shown only to a reader whose context value is one of `in`: `country` ISO 3166-1 alpha-2 in upper case (as analytics reads it), `device` mobile/tablet/desktop, `language` the primary tag of Accept-Language in lower case, `utm_*` the link's parameter (compared ignoring case)",
  properties: {
    context: {
      type: 'string',
      enum: ['country', 'device', 'language', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'],
    },
    in: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1 } },
  },
  required: ['context', 'in'],
  additionalProperties: false,
};
const combinator = (name: 'all' | 'any', description: string): SchemaObject => ({
  type: 'object',
  description,
  properties: {
    [name]: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', description: 'a rule, as visible_if (3 levels deep at most)' },
    },
  },
  required: [name],
  additionalProperties: false,
});
/** `visible_if`: a rule; at most 20 conditions, nested at most 3 deep. */
const VISIBLE_IF: SchemaObject = {
  description:
    "who sees it: a rule on the token (`category`), on the reader's context (`context`), or `all`/`any` of rules; at most 20 conditions, nested at most 3 deep",
  oneOf: [
    CATEGORY_RULE,
    CONTEXT_RULE,
    combinator('all', 'shown when every rule holds'),
    combinator('any', 'shown when one of the rules holds'),
  ],
};
const TEXT_NOTE = "; may hold `{{key}}` or `{{key|fallback}}` placeholders of the workspace's properties";

/** One schema per node type (`section` children are any node: OpenAPI here does not recurse). */
function contentNodeSchemas(child: SchemaObject): SchemaObject[] {
  return [
    node('section', { children: { type: 'array', items: child } }, { visible_if: VISIBLE_IF }),
    node('heading', {
      level: { type: 'integer', minimum: 1, maximum: 6 },
      text: { type: 'string', maxLength: 4096, description: `the heading${TEXT_NOTE}` },
    }),
    node('paragraph', { text: { type: 'string', maxLength: 65_536, description: `plain text${TEXT_NOTE}` } }),
    node('image', {
      image: {
        oneOf: [
          { type: 'integer', minimum: 1, description: 'an image id of the workspace' },
          {
            type: 'string',
            pattern: '^\\{\\{[a-z][a-z0-9_]{0,63}\\}\\}$',
            description: 'an `image` property of the workspace: `{{logo}}`',
          },
        ],
      },
      alt: { type: 'string', maxLength: 4096 },
    }),
    // No `format: uri`: the service takes an href as a browser parses it (WHATWG URL), which
    // RFC 3986's `uri` is stricter than (`?b=<2>`), and echoes it as sent.
    node('button', {
      text: { type: 'string', maxLength: 4096, description: `the label${TEXT_NOTE}` },
      href: {
        type: 'string',
        maxLength: 2048,
        description:
          'an http(s) or mailto: URL, as a browser parses it (WHATWG URL), echoed as sent; may hold placeholders of `url` properties',
      },
    }),
    node('video', { file: { type: 'integer', minimum: 1, description: 'an mp4 or webm file id of the workspace' } }),
  ];
}

/** The content tree as OpenAPI describes it; the service validates every node (docs/docs-and-pages.md, Pages). */
export const CONTENT_SCHEMA: ApiPropertyOptions & { description: string } = {
  type: 'object',
  description:
    'The content tree: {"type": "page", "children": [...]}, nodes `section {children}`, `heading {level 1-6, text}`, ' +
    '`paragraph {text}`, `image {image: image id, alt}`, `button {text, href}`, `video {file: mp4/webm file id}`; at most 1 MiB',
  properties: {
    type: { type: 'string', enum: ['page'] },
    visible_if: VISIBLE_IF as ApiPropertyOptions,
    children: {
      type: 'array',
      items: {
        oneOf: contentNodeSchemas({
          type: 'object',
          description: 'a node, as in children',
          additionalProperties: true,
        }),
      },
    },
  },
  required: ['type', 'children'],
  additionalProperties: false,
  example: {
    type: 'page',
    children: [
      { type: 'heading', level: 1, text: 'Welcome' },
      { type: 'paragraph', text: 'Our spring issue.' },
    ],
  },
};

/** The page attributes a client may write: all optional, the only keys PATCH accepts. */
export class UpdatePageDto {
  static readonly readOnlyFields = ['id', 'edition', 'created_on', 'modified_on', '_embedded', '_links'];

  @ApiPropertyOptional({ minLength: 1 })
  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name?: string;

  /** a slug, unique within the doc */
  @OptionalNotNull()
  @IsSlug()
  identifier?: string;

  /** 0-based; the other pages shift so positions stay 0..n-1 */
  @ApiPropertyOptional({ type: 'integer' })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  position?: number;

  @OptionalNotNull()
  @IsBoolean()
  is_visible?: boolean;

  @ApiPropertyOptional(CONTENT_SCHEMA)
  @OptionalNotNull()
  @IsObject()
  content?: PageContent;
}

export class EditionRefDto {
  /**
   * a doc of your workspace
   * @example 1
   */
  @ApiProperty({ type: 'integer' })
  @IsDefined()
  @IsRowId()
  id: number;
}

export class CreatePageDto extends OmitType(UpdatePageDto, ['name'] as const) {
  static readonly readOnlyFields = UpdatePageDto.readOnlyFields.filter((field) => field !== 'edition');

  /** @example Cover */
  @ApiProperty({ minLength: 1 })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name: string;

  /** the doc; the bare id is accepted too */
  @IsDefined()
  @BareIdAsRef(EditionRefDto)
  @IsObject()
  @ValidateNested()
  @Type(() => EditionRefDto)
  edition: EditionRefDto;
}

/** One Immer-style patch of a content tree (docs/docs-and-pages.md, Editing Content). */
export const CONTENT_PATCH_SCHEMA: SchemaObject = {
  type: 'object',
  description:
    'An Immer patch: `add` on an array index inserts there (0 to the length), on an object key sets it; `replace` puts a value ' +
    'where one is (`path: []` replaces the whole tree); `remove` takes it out (from an array, the items after it move up)',
  properties: {
    op: { type: 'string', enum: ['add', 'replace', 'remove'] },
    path: {
      type: 'array',
      maxItems: 128,
      description:
        'keys and array indexes from the tree\'s root, such as ["children", 0, "text"]; every key but the last must exist',
      items: { oneOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] },
    },
    value: {
      description: "required with add and replace, absent with remove: a node, a list of nodes or a field's value",
    },
  },
  required: ['op', 'path'],
  additionalProperties: false,
};

/** The request body of PATCH /v2/magazine/page/{id}/content. */
export const CONTENT_PATCHES_SCHEMA: SchemaObject = {
  type: 'array',
  maxItems: 1000,
  items: CONTENT_PATCH_SCHEMA,
};
