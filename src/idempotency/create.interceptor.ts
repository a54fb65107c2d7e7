import {
  applyDecorators,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, defer, from, map, type Observable, switchMap } from 'rxjs';

import { principalOf } from '../common/auth/principal.js';
import { linkPrefixOf } from '../common/hal/link-prefix.js';
import { keyedTag } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { ApiIdempotencyKey } from './api-idempotency-key.js';
import { type Fingerprint, jsonFingerprint } from './fingerprint.js';
import {
  type CreateRecorder,
  IDEMPOTENCY_HEADER,
  IdempotencyService,
  type ResponseHead,
} from './idempotency.service.js';
import type { StoredResponse } from './idempotency-key.entity.js';

/**
 * How a create's request is fingerprinted for its Idempotency-Key. A JSON body is already parsed
 * when the interceptor runs; a multipart body is not, so an upload says how to read it.
 */
export interface RequestFingerprints {
  /** The fingerprint of a request that may be a replay, read without keeping anything. */
  beforeHandler(request: FastifyRequest, operation: string): Promise<Fingerprint>;
  /** The fingerprint of the request the handler is creating from (asked for at the claim). */
  ofHandled(request: FastifyRequest, operation: string): Fingerprint;
}

/** A JSON create: the operation and the body as parsed, keys in any order. */
class JsonFingerprints implements RequestFingerprints {
  beforeHandler(request: FastifyRequest, operation: string): Promise<Fingerprint> {
    return Promise.resolve(this.ofHandled(request, operation));
  }

  ofHandled(request: FastifyRequest, operation: string): Fingerprint {
    return jsonFingerprint(operation, request.body);
  }
}

interface CreateOptions {
  /** Whether the 201 names the new resource in Location and Content-Location (not for an upload's collection). */
  location?: boolean;
  /** How the request is fingerprinted; a provider of the route's module. Default: its JSON body. */
  fingerprints?: Type<RequestFingerprints>;
}

interface CreateSpec {
  operation?: string;
  location: boolean;
  fingerprints?: Type<RequestFingerprints>;
}

const JSON_FINGERPRINTS = new JsonFingerprints();

const CREATE = Symbol('create');

/** 1 to 255 printable ASCII characters; no leading or trailing space. */
const KEY_SYNTAX = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

/** The recorder of each request under a key, for the handler's `@IdempotencyRecorder()`. */
const recorders = new WeakMap<object, CreateRecorder<unknown>>();

/**
 * The one way a create answers: `201`, with Location and Content-Location naming the new
 * resource (unless `location: false`). The handler returns the resource; this sets the head.
 */
export const Created = (options: Omit<CreateOptions, 'fingerprints'> = {}) =>
  applyDecorators(SetMetadata(CREATE, spec(undefined, options)), UseInterceptors(CreateInterceptor));

/**
 * A create that takes an `Idempotency-Key`, answered as `@Created()`. The interceptor checks the
 * key, replays a stored answer without running the handler, and otherwise hands the handler a
 * recorder (`@IdempotencyRecorder()`) for the service to claim the key and keep the answer in the
 * create's own transaction.
 */
export const Idempotent = (operation: string, options: CreateOptions = {}) =>
  applyDecorators(
    SetMetadata(CREATE, spec(operation, options)),
    UseInterceptors(CreateInterceptor),
    ApiIdempotencyKey(),
  );

/** The recorder a service runs in its create's transaction; undefined without an Idempotency-Key. */
export const IdempotencyRecorder = createParamDecorator(
  (_: unknown, context: ExecutionContext): CreateRecorder<unknown> | undefined =>
    recorders.get(context.switchToHttp().getRequest<object>()),
);

function spec(operation: string | undefined, options: CreateOptions): CreateSpec {
  return { operation, location: options.location ?? true, fingerprints: options.fingerprints };
}

@Injectable()
class CreateInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
    private readonly moduleRef: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return defer(() => this.answer(context, next));
  }

  private answer(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const create = this.reflector.get<CreateSpec>(CREATE, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const head = (resource: unknown): ResponseHead => createdHead(resource, create.location);
    const created = (resource: unknown) => {
      const { status, headers } = head(resource);
      reply.status(status).headers(headers);
      return resource;
    };
    const key = create.operation === undefined ? undefined : keyOf(request);
    if (create.operation === undefined || key === undefined) return next.handle().pipe(map(created));
    const operation = create.operation;
    const principal = principalOf(request);
    const fingerprints = create.fingerprints
      ? this.moduleRef.get(create.fingerprints, { strict: false })
      : JSON_FINGERPRINTS;
    const fingerprint = () => fingerprints.ofHandled(request, operation);
    const replay = (stored: StoredResponse) => {
      reply.status(stored.status).headers(stored.headers).header('Idempotent-Replayed', 'true');
      // A resource tagged by version: the tag its first answer had under this request's prefix
      // (a body tagged by its digest is tagged on the way out, as any other).
      if (stored.representationKey !== undefined)
        reply.header('ETag', keyedTag(stored.representationKey, linkPrefixOf(request.url)));
      // The stored body, sent as is.
      return stored.body;
    };
    return from(this.idempotency.find(principal, key)).pipe(
      switchMap((row) => {
        if (row)
          return from(fingerprints.beforeHandler(request, operation)).pipe(
            map((sent) => replay(this.idempotency.match(row, sent))),
          );
        recorders.set(request, this.idempotency.recorder(principal, key, fingerprint, head));
        return next.handle().pipe(
          map((resource) => {
            this.idempotency.purgeSometimes();
            return created(resource);
          }),
          // A twin with the same key committed first: answer as it did.
          catchError((error: unknown) =>
            from(this.idempotency.settle(error, principal, key, fingerprint)).pipe(map(replay)),
          ),
        );
      }),
    );
  }
}

/** The request's key, validated; undefined when the header is absent. */
export function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_SYNTAX.test(raw)) {
    throw ProblemException.badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters, sent once`);
  }
  return raw;
}

/** 201, with Location and Content-Location naming the new resource when it has a `self` link. */
function createdHead(resource: unknown, location: boolean): ResponseHead {
  const href = location ? (resource as { _links?: { self?: { href?: string } } })._links?.self?.href : undefined;
  return { status: 201, headers: href === undefined ? {} : { Location: href, 'Content-Location': href } };
}
