import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

import { ProblemException } from '../problem/problem.js';

const ACCEPTED_BODY_TYPES = 'acceptedBodyTypes';
const JSON_TYPE = /^application\/(?:json|[\w.-]+\+json)$/;

/** Declares the request body types a route takes; routes without it take JSON only. */
export const AcceptsBody = (...mediaTypes: string[]) => SetMetadata(ACCEPTED_BODY_TYPES, mediaTypes);

/** A JSON endpoint sent a body of another type answers 415 before any handler sees it. */
@Injectable()
export class ContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!hasBody(request)) return true;
    const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase();
    const accepted = this.reflector.getAllAndOverride<string[] | undefined>(ACCEPTED_BODY_TYPES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const ok = accepted ? accepted.includes(mediaType) : JSON_TYPE.test(mediaType);
    if (!ok) {
      throw new ProblemException(
        415,
        `Unsupported content type "${mediaType}"; send ${accepted?.join(', ') ?? 'application/json'}`,
      );
    }
    return true;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
