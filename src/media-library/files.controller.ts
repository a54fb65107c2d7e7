import { applyDecorators, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../auth/public.decorator.js';
import { ApiDelete, ApiRead } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { AcceptsBody } from '../common/http/content-type.guard.js';
import { ApiConditionalRead, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { binaryContent, ProducesAnyAccept } from '../common/http/produces.js';
import { RequestUrl } from '../common/http/request-url.js';
import { ApiProblems, problemResponse } from '../common/problem/api-responses.js';
import { IdempotencyRecorder } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { ContentSender } from '../storage/content-sender.js';
import { FilesService } from './files.service.js';
import { IMAGE_VARIANTS, parseVariant } from './image-variants.js';
import { FileCollection, FileResource } from './media.resource.js';
import { MediaUrls } from './media-urls.js';
import { ALLOWED_EXTENSIONS, ALLOWED_MIME_TYPES } from './sniff.js';
import { AcceptsUpload, UploadedFiles } from './upload.interceptor.js';
import type { Upload } from './upload-reader.js';

const FileId = () => ApiParam({ name: 'file_id', schema: { type: 'integer', minimum: 1 } });
const ImageId = () => ApiParam({ name: 'image_id', schema: { type: 'integer', minimum: 1 } });

/**
 * A file's bytes (or its variant's, same format) are in one of the allowed types, as sniffed, and
 * are served whatever the Accept (produces.ts says why).
 */
const ContentResponses = () =>
  applyDecorators(
    ProducesAnyAccept(...ALLOWED_MIME_TYPES),
    ApiResponse({
      status: 200,
      description: 'The bytes, with ETag (their sha256), Content-Length and Accept-Ranges',
      headers: ETAG_HEADER,
      content: binaryContent(ALLOWED_MIME_TYPES),
    }),
    ApiResponse({
      status: 206,
      description: 'One byte range (Range: bytes=...)',
      content: binaryContent(ALLOWED_MIME_TYPES),
    }),
    ApiQuery({
      name: 'variant',
      required: false,
      schema: { type: 'string', enum: [...IMAGE_VARIANTS], default: 'original' },
      description:
        'An image at most 1280 (`desktop`) or 2560 (`full`) px wide, same format, never enlarged, made once on first request; ' +
        'SVGs, other files and images the library cannot decode are served as the original. Any other value is a 400',
    }),
    ApiProblems(400, 404, 416),
  );

/**
 * Upload, and files of any kind by id. Non-images live here (`/topiary/file/{id}`); an image is
 * reachable here too, and at `/image/{id}`.
 */
@ApiTags('Media Library')
@Authenticated()
@Controller('topiary/file')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly sender: ContentSender,
  ) {}

  @Post()
  @AcceptsBody('multipart/form-data')
  @ApiOperation({
    operationId: 'uploadFiles',
    summary: 'Upload file(s) to a folder or an account',
    description:
      "Streams one or more files (`file`, `files` or `files[]` parts) into a folder (`folder`), a workspace's root (`account`), or your root by default. Types are sniffed from the bytes; a type outside the allowlist is 415, a file over the size limit 413. A failed upload leaves no row and no bytes. Answers 201 with the created files.",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          description: `one or more file parts, named file, files or files[]; allowed types (${ALLOWED_MIME_TYPES.join(', ')}), told by their bytes, not their names`,
        },
        // Form fields are text. Empty counts as absent, and the empty example keeps Swagger UI from
        // pre-filling both with a sample id (both at once is a 422).
        folder: {
          type: 'string',
          pattern: '^([1-9][0-9]*)?$',
          example: '',
          description: 'a folder id; at most one of folder and account; empty counts as absent',
        },
        account: {
          type: 'string',
          pattern: '^([1-9][0-9]*)?$',
          example: '',
          description: "a workspace id, meaning its root folder; default the caller's root; empty counts as absent",
        },
      },
    },
    encoding: { file: { contentType: ALLOWED_MIME_TYPES.join(', ') } },
  })
  @ApiCreatedResponse({ type: FileCollection, headers: ETAG_HEADER })
  @AcceptsUpload('uploadFiles')
  @ApiProblems(400, 404, 413, 422)
  @ApiResponse({
    status: 415,
    ...problemResponse(
      415,
      `A file is not of an allowed type (${ALLOWED_EXTENSIONS.join(', ')}), is empty, or the body is not multipart/form-data`,
    ),
  })
  @HalResponses()
  upload(
    @CurrentPrincipal() principal: Principal,
    @UploadedFiles() upload: Upload,
    @RequestUrl() requestUrl: string,
    @IdempotencyRecorder() recorder?: CreateRecorder<HalCollection<'file', FileResource>>,
  ): Promise<HalCollection<'file', FileResource>> {
    return this.files.create(principal, upload, requestUrl, recorder);
  }

  @Get(':file_id')
  @ApiOperation({
    operationId: 'getTopiaryFile',
    summary: 'Get a file of the Media Library by its id',
    description:
      "A file's metadata (name, sniffed type, size, sha256, image size) and its content link. Images are also at `/image/{id}`.",
  })
  @ApiRead(FileResource, FileId())
  @HalResponses()
  get(@CurrentPrincipal() principal: Principal, @Param('file_id', ParseIdPipe) id: number): Promise<FileResource> {
    return this.files.get(principal, id, false);
  }

  @Get(':file_id/content')
  @ApiConditionalRead()
  @FileId()
  @ApiOperation({
    operationId: 'getTopiaryFileContent',
    summary: "Download a file's bytes",
    description:
      'The stored bytes with `ETag`, `Content-Length` and Range support (206, 416). `If-None-Match` answers 304. SVG comes with `Content-Security-Policy: sandbox` and as an attachment.',
  })
  @ContentResponses()
  async content(
    @CurrentPrincipal() principal: Principal,
    @Param('file_id', ParseIdPipe) id: number,
    @Query('variant') variant: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sender.send(request, reply, await this.files.content(principal, id, false, parseVariant(variant)));
  }

  @Delete(':file_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteTopiaryFile',
    summary: 'Delete a file (row and bytes), image or not',
    description: "Deletes the file's row and its stored bytes (and an image's variants) for good. Answers 204.",
  })
  @ApiDelete(FileId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('file_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.files.remove(principal, id, false, conditions);
  }
}

/** `/image/{id}`: the same files, images only; any other id is a 404. */
@ApiTags('Media Library')
@Authenticated()
@Controller('image')
export class ImagesController {
  constructor(
    private readonly files: FilesService,
    private readonly sender: ContentSender,
  ) {}

  @Get(':image_id')
  @ApiOperation({
    operationId: 'getImage',
    summary: 'Get an Image from the Media Library by its id',
    description:
      'An image of the Media Library: the file resource with its width and height. A non-image file id is 404.',
  })
  @ApiRead(FileResource, ImageId())
  @HalResponses()
  get(@CurrentPrincipal() principal: Principal, @Param('image_id', ParseIdPipe) id: number): Promise<FileResource> {
    return this.files.get(principal, id, true);
  }

  @Get(':image_id/content')
  @ApiConditionalRead()
  @ImageId()
  @ApiOperation({
    operationId: 'getImageContent',
    summary: "Download an image's bytes",
    description:
      "An image's bytes, or with `variant=desktop|full` a copy at most 1280 or 2560 px wide (never upscaled; made on first request, then stored). ETag, Range and 304 as for file content.",
  })
  @ContentResponses()
  async content(
    @CurrentPrincipal() principal: Principal,
    @Param('image_id', ParseIdPipe) id: number,
    @Query('variant') variant: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sender.send(request, reply, await this.files.content(principal, id, true, parseVariant(variant)));
  }

  @Delete(':image_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteImage',
    summary: 'Delete an image (row and bytes)',
    description: "Deletes the image's row, its bytes and its variants for good. Answers 204.",
  })
  @ApiDelete(ImageId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('image_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.files.remove(principal, id, true, conditions);
  }
}

/**
 * `/media/{id}/content?variant&expires&signature`: a file's bytes by a signed link, without a
 * bearer, for what a page embeds (`<img src>` cannot send one). The links come from the doc and
 * page representations (docs/media-urls.md); the bytes, tags and headers are those of
 * `/image/{id}/content`. Public, unversioned: the signature is the credential.
 */
@ApiTags('Media Library')
@Public()
@Controller('media')
export class SignedMediaController {
  constructor(
    private readonly files: FilesService,
    private readonly urls: MediaUrls,
    private readonly sender: ContentSender,
  ) {}

  @Get(':file_id/content')
  @ApiConditionalRead()
  @FileId()
  @ApiOperation({
    operationId: 'getSignedMediaContent',
    summary: "Download a file's bytes by a signed link (no bearer)",
    description:
      'The link a doc (`_embedded.screenshot._links`) or a page (`_embedded.media`) gives, valid one to two hours. ' +
      'An altered or expired link is a 403; read the doc or page again for a fresh one. The bearer form is `/image/{id}/content`.',
  })
  @ApiQuery({
    name: 'expires',
    required: true,
    schema: { type: 'integer' },
    description: 'Unix time the link stops working',
  })
  @ApiQuery({
    name: 'signature',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
    description: 'HMAC-SHA256 of path, variant and expiry, base64url',
  })
  @ContentResponses()
  @ApiResponse({ status: 403, ...problemResponse(403, 'The link was altered, or has expired') })
  @ApiResponse({
    status: 429,
    ...problemResponse(
      429,
      'Too many image variants are being made for this workspace at once; retry after Retry-After seconds',
    ),
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  @ApiProblems(503)
  async content(
    @Param('file_id', ParseIdPipe) id: number,
    @Query('variant') variant: unknown,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const size = parseVariant(variant);
    const secondsLeft = this.urls.verify(id, size, expires, signature);
    // Kept by the browser until the link expires: a grid of covers is not revalidated image by
    // image. The link is the credential, so the answer is `private` like the bearer form's.
    const content = await this.files.signedContent(id, size);
    await this.sender.send(request, reply, { ...content, cacheControl: `private, max-age=${secondsLeft}` });
  }
}
