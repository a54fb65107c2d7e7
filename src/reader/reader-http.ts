import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Countries } from '../common/http/countries.js';
import { notModified } from '../common/http/etag.js';
import { UserAgents } from '../common/http/user-agents.js';
import { ProblemException } from '../common/problem/problem.js';
import type { EditionCover } from '../covers/edition-cover.entity.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ContentSender } from '../storage/content-sender.js';
import type { DocAddress, ProjectAddress } from './doc-address.js';
import { type ReaderQuery, ReaderService } from './reader.service.js';
import { type Answer, NO_STORE, notFound, PAGE_HEADERS, PUBLIC_CACHE, tooMany } from './reader-answers.js';
import { readerContext } from './reader-context.js';

/** Client IPs remembered past their budget of misses. */
const SPENT_MAX = 10_000;

/**
 * The reader's HTTP side (docs/reader.md), for its routes and its custom domains: what a request
 * asks (address, key, credentials) goes to ReaderService as plain values, and its answers are
 * written here with the reader's headers and tags (a 304 is decided by `notModified`, in
 * common/http/etag.ts). The client IP's budgets (misses, password attempts) are counted here, where
 * the rate limiter's headers are written.
 */
@Injectable()
export class ReaderHttp {
  /** Client IPs past their budget of misses, until when (ms): refused before anything is read. */
  private readonly spent = new Map<string, { until: number; headers: Record<string, string> }>();
  /** Where a reader's context comes from (reader-context.ts): as analytics reads it. */
  private readonly contextSources: { countries: Countries; userAgents: UserAgents };

  constructor(
    private readonly reader: ReaderService,
    private readonly rateLimit: RateLimiter,
    private readonly sender: ContentSender,
    countries: Countries,
  ) {
    this.contextSources = { countries, userAgents: new UserAgents() };
  }

  /**
   * A page of a doc: `pageIdentifier` null for the doc's first visible page, its index. When
   * nothing is there, `moved` may name where the address went (an old-form link): a 308 there.
   */
  async page(
    request: FastifyRequest,
    reply: FastifyReply,
    address: DocAddress,
    pageIdentifier: string | null,
    moved?: () => Promise<string | null>,
  ): Promise<{ redirect: string } | void> {
    const query = { ...this.query(request, reply, address), page: pageIdentifier };
    const cached = await this.reader.cached(query);
    if (cached.answer) return this.send(request, reply, address, cached.answer);
    const spent = this.budgetSpent(request);
    if (spent) return this.send(request, reply, address, spent);
    const answer = await this.reader.page(query, cached.fresh);
    if (answer.status === 404) {
      const target = moved ? await moved() : null;
      if (target !== null) return { redirect: target };
      return this.miss(request, reply, address, answer);
    }
    this.send(request, reply, address, answer);
  }

  /** A file under a doc's `assets/`. */
  async asset(request: FastifyRequest, reply: FastifyReply, address: DocAddress, name: string): Promise<void> {
    const spent = this.budgetSpent(request);
    if (spent) return this.send(request, reply, address, spent);
    const variant = (request.query as Record<string, unknown> | undefined)?.variant;
    const proof = queryParam(request, 'p');
    const found = await this.reader.asset({ ...this.query(request, reply, address), name, variant, proof });
    if ('miss' in found) return this.miss(request, reply, address);
    if ('answer' in found) return this.send(request, reply, address, found.answer);
    if (address.kind === 'preview') reply.header('X-Robots-Tag', 'noindex');
    if ('cover' in found) return this.cover(request, reply, address, found.cover);
    const { file, source } = found;
    await this.sender.send(request, reply, {
      ...source,
      contentType: file.mime_type,
      filename: file.filename,
      lastModified: file.modified_on,
    });
  }

  /** A doc's generated cover (`assets/cover.png`): kept as its page is, a minute, by its tag. */
  private cover(request: FastifyRequest, reply: FastifyReply, address: DocAddress, cover: EditionCover): void {
    const etag = `"cover-${cover.content_hash}"`;
    reply
      .header('ETag', etag)
      .header('Last-Modified', cover.rendered_on.toUTCString())
      .header('Cache-Control', address.kind === 'preview' ? NO_STORE : PUBLIC_CACHE)
      .header('X-Content-Type-Options', 'nosniff');
    if (notModified(request, reply, etag)) return void reply.send();
    reply
      .status(200)
      .header('Content-Type', 'image/png')
      .header('Content-Length', String(cover.png.length))
      .send(request.method === 'HEAD' ? undefined : cover.png);
  }

  /** A project's own address: true when answered, false when nothing is there (the caller's 404). */
  async project(request: FastifyRequest, reply: FastifyReply, at: ProjectAddress): Promise<boolean> {
    const spent = this.budgetSpent(request);
    if (spent) return (this.send(request, reply, null, spent), true);
    const answer = await this.reader.project(at);
    if (answer === null) return false;
    if ('redirect' in answer) {
      reply
        .status(302)
        .header('Location', answer.redirect)
        .header('Cache-Control', PUBLIC_CACHE)
        .header('Referrer-Policy', PAGE_HEADERS['Referrer-Policy'])
        .send();
    } else this.send(request, reply, null, answer);
    return true;
  }

  /** Where an old-form address went (its one publishing workspace), or null. */
  legacyWorkspace(project: string, doc: string): Promise<string | null> {
    return this.reader.legacyWorkspace(project, doc);
  }

  /**
   * A request that named nothing: the 404 page, counted against the client IP's budget of misses
   * (READER_MISSES_PER_MINUTE). Past it, the IP's requests that the page cache does not answer get
   * 429 without a read, until the minute ends: guessing names costs the database nothing more.
   */
  async miss(request: FastifyRequest, reply: FastifyReply, address: DocAddress | null, answer?: Answer): Promise<void> {
    try {
      await this.rateLimit.countReaderMiss(request, reply);
    } catch (error) {
      const headers = spentHeaders(error);
      if (this.spent.size >= SPENT_MAX) this.spent.delete(this.spent.keys().next().value!);
      this.spent.set(request.ip, { until: Date.now() + Number(headers['Retry-After'] ?? 60) * 1000, headers });
      return this.send(request, reply, address, tooMany(address, headers));
    }
    this.send(request, reply, address, answer ?? notFound(address));
  }

  /** Writes an answer: the reader's headers, its tag, and 304 when the client holds these bytes. */
  private send(request: FastifyRequest, reply: FastifyReply, address: DocAddress | null, answer: Answer): void {
    reply.headers(PAGE_HEADERS).header('Cache-Control', answer.cache);
    if (answer.headers) reply.headers(answer.headers);
    if (address?.kind === 'preview') reply.header('X-Robots-Tag', 'noindex');
    if (answer.status === 200 && answer.page.etag !== undefined) {
      reply.header('ETag', answer.page.etag);
      if (notModified(request, reply, answer.page.etag)) {
        reply.send();
        return;
      }
    }
    reply.status(answer.status).header('Content-Length', String(answer.page.body.length)).send(answer.page.body);
  }

  /** The 429 page for a client IP past its budget of misses, or null. */
  private budgetSpent(request: FastifyRequest): Answer | null {
    const spent = this.spent.get(request.ip);
    if (!spent) return null;
    if (spent.until > Date.now()) return tooMany(null, spent.headers);
    this.spent.delete(request.ip);
    return null;
  }

  /**
   * What the service needs of the request: the key, the credentials, the password budget, and the
   * reader's context for the keys a page tests.
   */
  private query(request: FastifyRequest, reply: FastifyReply, address: DocAddress): ReaderQuery {
    return {
      address,
      token: queryParam(request, 't'),
      authorization: request.headers.authorization,
      contextOf: (keys) => readerContext(request, keys, this.contextSources),
      countAttempt: async (docId) => {
        try {
          await this.rateLimit.countReaderPassword(request, reply, docId);
          return null;
        } catch (error) {
          return spentHeaders(error);
        }
      },
    };
  }
}

/** A budget's 429 headers; any other error goes on. */
function spentHeaders(error: unknown): Record<string, string> {
  if (!(error instanceof ProblemException) || error.getStatus() !== 429) throw error;
  return (error.headers ?? {}) as Record<string, string>;
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}
