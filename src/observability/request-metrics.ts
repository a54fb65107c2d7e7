import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { routeConfigOf } from '../common/http/route-context.js';
import type { Metrics } from './metrics.js';

/**
 * Every answered request into the duration histogram, labelled by its route template (never the
 * raw URL: ids would make a series per resource) and status. A request no route matched is
 * `unmatched`.
 */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    metrics.observeRequest(
      request.method,
      routeConfigOf(request).url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
