import { Readable } from 'node:stream';

import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { parseRange } from '../common/http/byte-range.js';
import { notModified } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { BlobStorage, type ByteRange } from './blob-storage.js';

/** A stored object to send, as its row describes it. */
export interface StoredContent {
  key: string;
  size: number;
  /** A strong tag of these exact bytes (quoted). */
  etag: string;
  contentType: string;
  /** The name a download is saved under; made safe for a header when it was stored. */
  filename: string;
  lastModified: Date;
  /** Default: `attachment` for an SVG (it can carry script), `inline` for anything else. */
  disposition?: 'inline' | 'attachment';
  /** Default `private, no-cache` (revalidated with the ETag); a signed link's answer keeps until it expires. */
  cacheControl?: string;
}

/** Types that can carry script or forms: shown, if at all, in a sandbox (no script, no same-origin access). */
const SANDBOXED_TYPES = new Set(['image/svg+xml', 'application/pdf']);

/**
 * Sends stored bytes, the same way on every content route: the strong ETag, `If-None-Match`
 * (304), one `Range` (206, or 416 past the end) honoured only while `If-Range` still holds, a
 * `Content-Length`, and headers that stop a browser from running anything it was not meant to.
 */
@Injectable()
export class ContentSender {
  constructor(private readonly storage: BlobStorage) {}

  async send(request: FastifyRequest, reply: FastifyReply, content: StoredContent): Promise<void> {
    const { etag, size } = content;
    const disposition = content.disposition ?? (content.contentType === 'image/svg+xml' ? 'attachment' : 'inline');
    reply
      .header('ETag', etag)
      .header('Last-Modified', content.lastModified.toUTCString())
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', content.cacheControl ?? 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${disposition}; filename="${content.filename}"`);
    if (SANDBOXED_TYPES.has(content.contentType)) reply.header('Content-Security-Policy', 'sandbox');
    if (notModified(request, reply, etag)) {
      reply.send();
      return;
    }
    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : { kind: 'full' as const };
    if (range.kind === 'unsatisfiable') {
      throw new ProblemException(416, `The range is outside the file's ${size} bytes`, {
        headers: { 'Content-Range': `bytes */${size}` },
      });
    }
    reply.header('Content-Type', content.contentType);
    // HEAD: Fastify drains whatever body it is given, so a HEAD would read the whole file for
    // nothing; an empty stream keeps the headers (and our Content-Length) and reads no byte.
    const read = (byteRange?: ByteRange) =>
      request.method === 'HEAD' ? Promise.resolve(Readable.from([])) : this.storage.read(content.key, byteRange);
    if (range.kind === 'partial') {
      const body = await read(range);
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', String(range.end - range.start + 1))
        .send(body);
      return;
    }
    const body = await read();
    reply.status(200).header('Content-Length', String(size)).send(body);
  }
}
