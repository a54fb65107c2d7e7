import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';

import type { Stage } from '../common/http/stage.js';
import { AppConfig } from '../config/app-config.js';
import { ContentChanges } from '../database/content-changes.js';
import { STYLE_CSS } from '../rendering/style.js';
import { isProjectHostname } from './reader.queries.js';
import { ReaderHttp } from './reader-http.js';
import { READER_SCRIPT } from './reader-script.js';
import { redirect, sendStatic, StaticFile, withTrailingSlash } from './static-files.js';

/** Hosts remembered at most: any client can name any Host. */
const HOSTS_MAX = 10_000;

/**
 * Custom domains (docs/reader.md): a GET or HEAD whose `Host` is a project's `hostname` is the
 * reader's, at `/{doc identifier}/...`, whatever the path; other methods (the reader script's
 * `POST /analytics/event`) go on to the API as usual. The answer comes from an `onRequest` hook,
 * ahead of the API's content negotiation and authentication, since no API route is meant.
 */
@Injectable()
export class CustomDomains implements OnModuleDestroy {
  private readonly apiHost: string;
  /**
   * How long a host's answer (a project's domain or not) is trusted before it is looked up again:
   * the reader's revalidation interval, since a hostname set or cleared by the operator's CLI (or
   * on another instance) sends this instance no notice.
   */
  private readonly hostTtlMs: number;
  private readonly hosts = new Map<string, { known: boolean; until: number }>();
  private readonly script = new StaticFile(READER_SCRIPT, 'text/javascript; charset=utf-8');
  private readonly style = new StaticFile(STYLE_CSS, 'text/css; charset=utf-8');
  private readonly unsubscribe: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: ReaderHttp,
    config: AppConfig,
    changes: ContentChanges,
  ) {
    this.apiHost = new URL(config.baseUrl).hostname.toLowerCase();
    this.hostTtlMs = config.READER_REVALIDATE_MS;
    // A project's hostname set or cleared here is seen at once.
    this.unsubscribe = changes.subscribe((change) => {
      if ('all' in change) this.hosts.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The host of a GET or HEAD that may be a project's, or null for one that is the API's (decided without waiting). */
  candidate(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const host = hostOf(request.headers.host);
    if (host === null || host === this.apiHost) return null;
    const known = this.hosts.get(host);
    return known && known.until > Date.now() && !known.known ? null : host;
  }

  /** Serves the request when `host` is a project's; false leaves it to the API. */
  async serve(request: FastifyRequest, reply: FastifyReply, host: string): Promise<boolean> {
    if (!(await this.isProjectHost(host))) return false;
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (path === '/_/reader.js') return (sendStatic(request, reply, this.script), true);
    if (path === '/_/style.css') return (sendStatic(request, reply, this.style), true);
    // The project's own address: its default doc, else the index of its docs.
    if (path === '/') {
      if (await this.reader.project(request, reply, { hostname: host })) return true;
      return this.notFound(request, reply);
    }
    const segments = path.split('/').slice(1).map(decode);
    const [doc, second, third] = segments;
    if (segments.includes(null) || !doc) return this.notFound(request, reply);
    const address = { kind: 'domain' as const, hostname: host, doc: doc! };
    if (segments.length === 2 && second === '') await this.reader.page(request, reply, address, null);
    else if (segments.length === 3 && third === '' && second) await this.reader.page(request, reply, address, second);
    else if (segments.length === 3 && second === 'assets' && third) {
      await this.reader.asset(request, reply, address, third);
    } else {
      const target = withTrailingSlash(request.url, '');
      if (target === null) return this.notFound(request, reply);
      redirect(request, reply, target);
    }
    return true;
  }

  private async notFound(request: FastifyRequest, reply: FastifyReply): Promise<true> {
    await this.reader.miss(request, reply, { kind: 'domain', hostname: '', doc: '' });
    return true;
  }

  private async isProjectHost(host: string): Promise<boolean> {
    const now = Date.now();
    const known = this.hosts.get(host);
    if (known && known.until > now) return known.known;
    let found: boolean;
    try {
      found = await isProjectHostname(this.dataSource, host);
    } catch {
      // The database down must not take the API's own routes (/health) with it: the API answers.
      return false;
    }
    if (this.hosts.size >= HOSTS_MAX) this.hosts.delete(this.hosts.keys().next().value!);
    this.hosts.set(host, { known: found, until: now + this.hostTtlMs });
    return found;
  }
}

/** `Host` without its port, lower case; null when there is none, or it is an address or `localhost` (never a project's domain). */
function hostOf(header: string | undefined): string | null {
  if (!header) return null;
  const host = header.replace(/:\d+$/, '').toLowerCase();
  if (!/^[a-z0-9.-]{1,253}$/.test(host) || /^[\d.]+$/.test(host) || host === 'localhost') return null;
  return host;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The hook, added among the first `onRequest` hooks (after the security headers and CORS, before
 * content negotiation and authentication). The service is handed over once the app is built.
 */
function registerCustomDomains(fastify: FastifyInstance, domains: () => CustomDomains | undefined): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const service = domains();
    const host = service?.candidate(request) ?? null;
    // The API's own requests pass at once, without a turn of the event loop.
    if (host === null) return done();
    service!.serve(request, reply, host).then(
      (served) => {
        if (!served) done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

/** A project's own domain is the reader's, ahead of the API's negotiation and authentication. */
export const customDomainsStage: Stage = {
  name: 'custom-domains',
  phase: 'adapter',
  apply: ({ fastify, get }) => {
    // The service exists once Nest has built the app; no request arrives before.
    let service: CustomDomains | undefined;
    registerCustomDomains(fastify, () => (service ??= get(CustomDomains)));
  },
};
