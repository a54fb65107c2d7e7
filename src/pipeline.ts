import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

import { EVENT_BODY_BYTES_MAX } from './analytics/event-input.js';
import { BearerAuthGuard, bearerAuthStage, publicRoutesStage } from './auth/bearer-auth.js';
import { halLinkPrefixStage } from './common/hal/link-prefix.js';
import { BodyLimits } from './common/http/body-limits.js';
import { ContentTypeGuard } from './common/http/content-type.guard.js';
import { entityTagsStage } from './common/http/etag.js';
import { httpHooksStage, jsonSuffixStage } from './common/http/http-hooks.js';
import { ANALYTICS_EVENT_PATH } from './common/http/paths.js';
import { routeTwinsStage } from './common/http/route-twins.js';
import { schemaSerializersStage } from './common/http/schema-serializers.js';
import { corsStage, securityHeadersStage } from './common/http/security.js';
import type { Stage } from './common/http/stage.js';
import { ProblemExceptionFilter } from './common/problem/problem.filter.js';
import { ProblemValidationPipe } from './common/problem/validation.js';
import { resumeReadScope } from './database/read-routing.js';
import { Replicas } from './database/replicas.js';
import { IMAGE_HEAD_BYTES } from './media-library/upload-inspector.js';
import { Metrics } from './observability/metrics.js';
import { metricsStage, tracingStage } from './observability/stages.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { customDomainsStage } from './reader/custom-domains.js';
import { closingStage } from './shutdown.js';
import { CLUSTER_SERVERS } from './swagger.js';

/** The largest JSON (or form) body. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * What one upload request may hold in memory at a time: the head of an image kept to read its
 * size, plus the stream buffers between the socket, the multipart parser and storage.
 */
export const UPLOAD_MEMORY_RESERVE = IMAGE_HEAD_BYTES + 256 * 1024;

/**
 * Whether this request's reads may go to a replica, decided once the credential is known (after
 * bearer-auth) and carried past the body parser; a write marks its credential before its answer
 * goes out. No hook at all without replicas.
 */
const readScopeStage: Stage = {
  name: 'read-scope',
  phase: 'app',
  apply: ({ fastify, get }) => {
    const replicas = get(Replicas);
    if (!replicas.routesRequests) return;
    fastify.addHook('onRequest', (request, _reply, done) =>
      replicas.enterRequest(request, request.method, request.user?.credentialId, done),
    );
    fastify.addHook('preValidation', (request, _reply, done) => resumeReadScope(request, done));
    fastify.addHook('onSend', async (request, _reply, payload) => {
      await replicas.answered(request.method, request.user?.credentialId);
      return payload;
    });
  },
};

/** What request bodies may cost in memory and time; after bearer-auth, so no body is read without a token. */
const bodyLimitsStage: Stage = {
  name: 'body-limits',
  phase: 'app',
  apply: ({ fastify, config, get }) => {
    const metrics = get(Metrics);
    new BodyLimits({
      jsonBytes: JSON_BODY_LIMIT,
      uploadBytes: UPLOAD_MEMORY_RESERVE,
      bodyTimeoutMs: config.BODY_TIMEOUT_MS,
      uploadIdleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS,
      budgetBytes: config.BODY_MEMORY_BUDGET_BYTES,
      onBudgetRefusal: () => metrics.bodyBudgetRefusals.inc(),
      perCredentialBytes: config.BODY_MEMORY_PER_CREDENTIAL_BYTES,
      perIpBytes: config.BODY_MEMORY_PER_IP_BYTES,
      minUploadBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
      minRateWindowMs: config.UPLOAD_MIN_RATE_WINDOW_MS,
      smallerBodies: [{ path: ANALYTICS_EVENT_PATH, bytes: EVENT_BODY_BYTES_MAX }],
    }).register(fastify);
  },
};

/**
 * multipart/form-data for uploads, streamed (the upload interceptor reads it). @fastify/multipart
 * also adds an async `onRequest` and `onResponse` hook to every route, which remove the temporary
 * files of its disk mode (`saveRequestFiles`); the app never saves a request's files, so the plugin
 * is given an instance that leaves those two hooks out, and no request pays two promises and a
 * `close` listener for files it cannot have (bench/levers.md, tenth pass).
 */
const multipartStage: Stage = {
  name: 'multipart',
  phase: 'app',
  apply: async ({ fastify }) => {
    const withoutFileHooks: FastifyPluginCallback<FastifyMultipartOptions> = (instance, options, done) =>
      multipart(hooksLeftOut(instance, ['onRequest', 'onResponse']), options, done);
    // The plugin's own encapsulation (none: its decorations and parser are the app's), and its name.
    Object.assign(withoutFileHooks, {
      [Symbol.for('skip-override')]: true,
      [Symbol.for('fastify.display-name')]: '@fastify/multipart',
    });
    await fastify.register(withoutFileHooks, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 100 } });
  },
};

/** `instance` for a plugin whose hooks of the named kinds are not added; everything else is the instance's own. */
function hooksLeftOut(instance: FastifyInstance, leftOut: readonly string[]): FastifyInstance {
  return new Proxy(instance, {
    get(target, property) {
      if (property === 'addHook')
        return (name: string, hook: never) => (leftOut.includes(name) ? target : target.addHook(name as never, hook));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A `text/csv` body is handed to its handler unread, as a stream (token imports parse it as it arrives). */
const csvStreamStage: Stage = {
  name: 'csv-stream',
  phase: 'app',
  apply: ({ fastify }) => {
    fastify.addContentTypeParser(/^text\/csv\b/i, (_request, payload, done) => done(null, payload));
  },
};

/**
 * The request pipeline, in the order a request meets it (app.factory.ts applies it). Hooks of
 * one kind (`onRequest`, `onSend`, ...) run in the order of their stages here, so the order is
 * the behaviour: CORS answers a preflight before anything counts or authenticates it, the
 * security headers are on every early answer, a custom domain is the reader's before the API
 * negotiates, the link prefix rewrites a body before it is serialised (by its schema's serializer where it has one) and its ETag computed, the token is checked
 * before any body byte is read, and the read scope needs the credential.
 */
export const PIPELINE: readonly Stage[] = [
  tracingStage,
  routeTwinsStage,
  publicRoutesStage,
  corsStage,
  securityHeadersStage(CLUSTER_SERVERS.map((server) => server.url)),
  customDomainsStage,
  httpHooksStage,
  halLinkPrefixStage,
  schemaSerializersStage,
  entityTagsStage,
  closingStage,
  jsonSuffixStage,
  // Nest builds the app here.
  bearerAuthStage,
  readScopeStage,
  metricsStage,
  bodyLimitsStage,
  multipartStage,
  csvStreamStage,
];

/**
 * The handler's side of the pipeline, run by Nest after routing and the hooks above, in this
 * order: the guards (confirm the authentication bearer-auth did, count the request against the
 * rate limit, check the body's type), then the validation pipe; the filter turns any failure
 * into a problem.
 */
export const HANDLER_STAGES: Provider[] = [
  { provide: APP_GUARD, useClass: BearerAuthGuard },
  { provide: APP_GUARD, useExisting: RateLimitGuard },
  { provide: APP_GUARD, useClass: ContentTypeGuard },
  { provide: APP_PIPE, useClass: ProblemValidationPipe },
  { provide: APP_FILTER, useClass: ProblemExceptionFilter },
];
