import { applyDecorators, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';

import { ApiConditionalRead, ApiConditionalWrite, ETAG_HEADER } from './http/etag.js';
import { ApiListQuery } from './list-query/api-list-query.js';
import type { ListFields } from './list-query/list-fields.js';
import { ApiProblems } from './problem/api-responses.js';

/**
 * The documentation stacks every resource's routes repeat, one decorator each. The route
 * (`@Get`, `@HttpCode`) and the `@ApiOperation` stay on the handler; `id` is the route's
 * `ApiParam` (`ProjectId()` and the like).
 */

/**
 * Decorators in the order they would be written above a handler, applied as TypeScript applies
 * such a stack: bottom first. The order is the order of the documented parameters.
 */
const stack = (...decorators: Array<ClassDecorator | MethodDecorator | PropertyDecorator>) =>
  applyDecorators(...decorators.reverse());

/** A list: If-None-Match / 304, the list query, the collection with its ETag, and the query's problems. */
export const ApiList = (fields: ListFields, collection: Type<unknown>) =>
  stack(
    ApiConditionalRead(),
    ApiListQuery(fields),
    ApiOkResponse({ type: collection, headers: ETAG_HEADER }),
    ApiProblems(400, 409, 416),
  );

/** A GET of one resource: If-None-Match / 304, its id, the resource with its ETag, 404. */
export const ApiRead = (resource: Type<unknown>, id: MethodDecorator) =>
  stack(ApiConditionalRead(), id, ApiOkResponse({ type: resource, headers: ETAG_HEADER }), ApiProblems(404));

/**
 * A PATCH with a JSON body (documented beside it by `@ApiJsonBody`): If-Match / 412, its id, the
 * updated resource with its ETag, and the body's problems; `more` adds statuses (403, ...).
 */
export const ApiUpdate = (resource: Type<unknown>, id: MethodDecorator, ...more: number[]) =>
  stack(
    ApiConditionalWrite(),
    id,
    ApiOkResponse({ type: resource, headers: ETAG_HEADER }),
    ApiProblems(400, ...more, 404, 413, 415, 422),
  );

/**
 * A POST that creates (beside `@Idempotent`/`@Created` and `@ApiJsonBody`): the 201 with its ETag
 * and Location, and the body's problems. `names` is what the Location names ("the new project");
 * `more` adds statuses (404, 429, ...).
 */
export const ApiCreate = (
  resource: Type<unknown>,
  { names = 'the new resource', more = [] }: { names?: string; more?: number[] } = {},
) =>
  stack(
    ApiCreatedResponse({ type: resource, headers: ETAG_HEADER, description: `Created; Location names ${names}` }),
    ApiProblems(400, ...more, 413, 415, 422),
  );

/**
 * A DELETE (beside `@HttpCode(204)`): If-Match / 412, its id, 204, 404; `more` adds statuses (409, ...).
 * 400 too: a DELETE may carry a body, which is read as JSON, and malformed JSON is a 400 (docs/http.md).
 */
export const ApiDelete = (id: MethodDecorator, ...more: number[]) =>
  stack(ApiConditionalWrite(), id, ApiNoContentResponse({ description: 'Deleted' }), ApiProblems(400, 404, ...more));
