import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { RouteTable } from '../http/route-table.js';
import { ProblemException } from './problem.js';
import { replyWithProblem } from './send-problem.js';

/** The single place where any failure becomes `application/problem+json`. */
@Catch()
export class ProblemExceptionFilter implements ExceptionFilter {
  constructor(private readonly routes: RouteTable) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    replyWithProblem(reply, this.routeNotFound(exception, request), request, {
      bodyLimit: request.routeOptions?.bodyLimit,
    });
  }

  /**
   * A 404 becomes a 405 with `Allow` when the path exists under another method: the router's own
   * 404, and a parameter route's 404 on a path that is also a fixed route (`GET /topiary/file`
   * reaches `/topiary/:id`, whose id pipe says 404, but the path is the upload's).
   */
  private routeNotFound(exception: unknown, request: FastifyRequest): unknown {
    if (exception instanceof NotFoundException) {
      const allowed = this.routes.methodsFor(request.url);
      return allowed.length === 0 ? ProblemException.routeNotFound() : methodNotAllowed(request, allowed);
    }
    if (exception instanceof ProblemException && exception.getStatus() === 404) {
      const fixed = this.routes.staticMethodsFor(request.url);
      if (fixed.length > 0 && !fixed.includes(request.method)) return methodNotAllowed(request, fixed);
    }
    return exception;
  }
}

function methodNotAllowed(request: FastifyRequest, allowed: string[]): ProblemException {
  return new ProblemException(405, `Method ${request.method} is not allowed on this resource`, {
    headers: { Allow: allowed.join(', ') },
  });
}
