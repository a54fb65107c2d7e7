import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

export const HAL_CONTENT_TYPE = 'application/hal+json';

@Injectable()
class HalContentTypeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Set before the handler runs; the problem filter overrides it when the handler fails.
    context.switchToHttp().getResponse<FastifyReply>().header('Content-Type', HAL_CONTENT_TYPE);
    return next.handle();
  }
}

/** Resources and collections go out as `application/hal+json`. */
export const HalResponses = () => applyDecorators(UseInterceptors(HalContentTypeInterceptor), ApiProduces(HAL_CONTENT_TYPE));
