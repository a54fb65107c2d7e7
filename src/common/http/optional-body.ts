import {
  type ArgumentMetadata,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { ProblemValidationPipe } from '../problem/validation.js';

/** Validates an optional body as `@Body()` validates a required one. */
@Injectable()
class OptionalBodyPipe implements PipeTransform {
  private readonly validation = new ProblemValidationPipe();

  transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return this.validation.transform(value, { ...metadata, type: 'body' });
  }
}

const requestBody = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().body ?? {},
);

/**
 * The body of a route whose body may be left out (`@Body()` requires one): absent reads as `{}`,
 * then it is validated against the parameter's class like any body.
 */
export const OptionalBody = () => requestBody(OptionalBodyPipe);
