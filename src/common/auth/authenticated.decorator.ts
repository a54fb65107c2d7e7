import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';

import { ApiProblems } from '../problem/api-responses.js';

export const BEARER_AUTH = 'BearerAuth';

/**
 * Documents what the global guard enforces: the route needs a bearer token. (The guard denies
 * by default; this decorator only makes the docs say so.)
 */
export const Authenticated = () => applyDecorators(ApiBearerAuth(BEARER_AUTH), ApiProblems(401, 406));
