import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { parseRange } from '../common/http/byte-range.js';
import { weakMatch } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import type { ByteRange, MediaStorage } from './storage/media-storage.js';

/** Stored bytes to answer with, and the headers only the caller knows. */
export interface StoredBytes {
  key: string;
  size: number;
  /** A strong tag, quoted. */
  etag: string;
  contentType: string;
}

/**
 * Answers a GET or HEAD of stored bytes whose other headers (Content-Disposition, Last-Modified,
 * ...) the caller already set: If-None-Match (304), If-Range, one Range (206/416), Content-Length,
 * and a HEAD that reads no byte. Shared by media content and export downloads, so both speak
 * HTTP the same way.
 */
export async function sendStoredBytes(storage: MediaStorage, source: StoredBytes, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { etag } = source;
  reply.header('ETag', etag).header('Accept-Ranges', 'bytes').header('X-Content-Type-Options', 'nosniff');
  if (weakMatch(request.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return;
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, source.size) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    throw new ProblemException(416, `The range is outside the file's ${source.size} bytes`, {
      headers: { 'Content-Range': `bytes */${source.size}` },
    });
  }
  reply.header('Content-Type', source.contentType);
  // HEAD: Fastify drains whatever body it is given, so a HEAD would read the whole file for
  // nothing; an empty stream keeps the headers (and our Content-Length) and reads no byte.
  const read = (byteRange?: ByteRange) => (request.method === 'HEAD' ? Promise.resolve(Readable.from([])) : storage.read(source.key, byteRange));
  if (range.kind === 'partial') {
    const body = await read(range);
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${source.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(body);
    return;
  }
  const body = await read();
  reply.status(200).header('Content-Length', String(source.size)).send(body);
}
