import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../auth/public.decorator.js';
import { ETAG_HEADER, notModified } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { binaryContent, ProducesAnyAccept } from '../common/http/produces.js';
import { ApiProblems, problemResponse } from '../common/problem/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';
import { IMAGE_VARIANTS, parseVariant } from '../media-library/image-variants.js';
import { MediaUrls } from '../media-library/media-urls.js';
import { CoverQueueFull, CoversService } from './covers.service.js';

/**
 * How long a browser keeps a cover before it asks again (with its ETag, a 304 when unchanged): a
 * cover changes with its doc's first page, and the link stays the same for an hour.
 */
const COVER_MAX_AGE_SECONDS = 60;

/**
 * `GET /v2/magazine/edition/{id}/cover?variant&expires&signature`: a doc's generated cover by the
 * signed link its `_embedded.screenshot._links` gives (docs/media-urls.md), for an `<img>`, without
 * a bearer. A link that is not one this service signed for this doc and variant, or has expired,
 * answers as a doc that does not exist (404).
 */
@ApiTags('Docs')
@Public()
@Controller('v2/magazine/edition')
export class CoversController {
  constructor(
    private readonly covers: CoversService,
    private readonly urls: MediaUrls,
  ) {}

  @Get(':edition_id/cover')
  @ProducesAnyAccept('image/png')
  @ApiOperation({
    operationId: 'getGeneratedCover',
    summary: "A doc's generated cover by a signed link (no bearer)",
    description:
      'A 1200x630 PNG of the first visible page as the reader shows it (or a card with the doc and project names ' +
      'when there is no page to show), for a doc without a screenshot: the link is `_embedded.screenshot._links` ' +
      'of the doc, valid one to two hours. Drawn again when the page changes, at most once every 10 s per doc. ' +
      'Every variant is the same 1200x630 picture (variants are never enlarged). An altered or expired link is a 404.',
  })
  @ApiQuery({
    name: 'variant',
    required: false,
    schema: { type: 'string', enum: [...IMAGE_VARIANTS], default: 'original' },
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
  @ApiResponse({ status: 200, description: 'The PNG', headers: ETAG_HEADER, content: binaryContent(['image/png']) })
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag given in If-None-Match' })
  @ApiProblems(400, 404)
  @ApiResponse({
    status: 503,
    ...problemResponse(503, 'Too many covers are being drawn at once; retry after Retry-After seconds'),
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async cover(
    @Param('edition_id', ParseIdPipe) id: number,
    @Query('variant') variant: unknown,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const size = parseVariant(variant);
    // Checked before the doc is looked up: a forged link learns nothing about which docs exist.
    if (this.urls.verifyCover(id, size, expires, signature) === null) throw ProblemException.notFound();
    let cover;
    try {
      cover = await this.covers.cover(id);
    } catch (error) {
      if (!(error instanceof CoverQueueFull)) throw error;
      throw new ProblemException(503, 'Too many covers are being drawn at once: retry in a few seconds', {
        headers: { 'Retry-After': '5' },
      });
    }
    if (!cover) throw ProblemException.notFound();
    const etag = `"cover-${cover.content_hash}"`;
    reply
      .header('ETag', etag)
      .header('Last-Modified', cover.rendered_on.toUTCString())
      .header('Cache-Control', `private, max-age=${COVER_MAX_AGE_SECONDS}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="cover-${id}.png"`);
    if (notModified(request, reply, etag)) {
      reply.send();
      return;
    }
    reply
      .status(200)
      .header('Content-Type', 'image/png')
      .header('Content-Length', String(cover.png.length))
      .send(request.method === 'HEAD' ? undefined : cover.png);
  }
}
