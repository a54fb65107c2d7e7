import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { AcceptsBody } from '../common/http/content-type.guard.js';
import { multipartParts } from '../common/http/multipart.js';
import { ApiProblems, problemResponse } from '../common/problem/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';
import { LimitPerClientIp } from '../rate-limit/rate-limit.guard.js';
import { Public } from './public.decorator.js';
import { TokenService } from './token.service.js';

class TokenRequest {
  @ApiProperty({ enum: ['client_credentials'], example: 'client_credentials' })
  grant_type: string;
  @ApiProperty({ description: 'May come as HTTP Basic instead' })
  client_id: string;
  @ApiProperty({ description: 'May come as HTTP Basic instead' })
  client_secret: string;
}

class TokenResponse {
  @ApiProperty({ pattern: '^[0-9a-f]{40}$' })
  access_token: string;
  @ApiProperty({ example: 3600 })
  expires_in: number;
  @ApiProperty({ example: 'Bearer' })
  token_type: string;
  @ApiProperty({ type: 'string', nullable: true, example: null })
  scope: null;
}

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const oauthExample = (title: string, detail: string) => ({
  value: { type: 'about:blank', title, status: 400, detail },
});

/** The OAuth errors (RFC 6749 5.2) as the platform sends them: problems titled with the error code. */
const OAUTH_ERRORS = {
  ...problemResponse(
    400,
    'An OAuth error: `title` is the error code (invalid_request, unsupported_grant_type, invalid_client), `detail` its description',
  ),
  content: {
    'application/problem+json': {
      schema: { $ref: '#/components/schemas/ProblemDto' },
      examples: {
        invalid_request: oauthExample('invalid_request', 'The grant type was not specified in the request'),
        unsupported_grant_type: oauthExample('unsupported_grant_type', 'Grant type "password" not supported'),
        invalid_client: oauthExample('invalid_client', 'The client credentials are invalid'),
      },
    },
  },
};

/** OAuth errors are problems whose title is the OAuth error code. */
function oauthError(code: string, description: string): ProblemException {
  return new ProblemException(400, description, { title: code });
}

@ApiTags('Authentication')
@Public()
@LimitPerClientIp()
@Controller('oauth')
export class OAuthController {
  constructor(private readonly tokens: TokenService) {}

  @Post()
  @HttpCode(200)
  @AcceptsBody(...FORM_TYPES)
  @ApiOperation({
    operationId: 'createAccessToken',
    summary: 'Exchange client credentials for a bearer token',
    description:
      'Exchanges a client id and secret (form fields or HTTP Basic) for a bearer token valid for `expires_in` seconds. Wrong credentials are 400 `invalid_client`; attempts are rate-limited per client IP.',
  })
  @ApiConsumes(...FORM_TYPES)
  @ApiBody({ type: TokenRequest })
  @ApiOkResponse({ type: TokenResponse })
  @ApiResponse({ status: 400, ...OAUTH_ERRORS })
  @ApiProblems(406, 413, 415, 503)
  async token(@Req() request: FastifyRequest): Promise<TokenResponse> {
    const fields = await readFields(request);
    if (!fields.grant_type) throw oauthError('invalid_request', 'The grant type was not specified in the request');
    if (fields.grant_type !== 'client_credentials') {
      throw oauthError('unsupported_grant_type', `Grant type "${fields.grant_type}" not supported`);
    }
    const basic = basicCredentials(request.headers.authorization);
    const clientId = basic?.id ?? fields.client_id;
    const clientSecret = basic?.secret ?? fields.client_secret;
    if (!clientId || !clientSecret) {
      throw oauthError('invalid_client', 'Client credentials were not found in the headers or body');
    }
    const issued = await this.tokens.issue(clientId, clientSecret);
    if (!issued) throw oauthError('invalid_client', 'The client credentials are invalid');
    return issued;
  }
}

type Fields = Partial<Record<'grant_type' | 'client_id' | 'client_secret', string>>;

/** The three fields from a JSON, urlencoded or multipart body; non-string values are ignored. */
async function readFields(request: FastifyRequest): Promise<Fields> {
  const source: Record<string, unknown> = {};
  if (request.isMultipart()) {
    for await (const part of multipartParts(request, { files: 0, fields: 10, fieldSize: 1024 })) {
      if (part.type === 'field') source[part.fieldname] = part.value;
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(source, request.body);
  }
  const fields: Fields = {};
  for (const key of ['grant_type', 'client_id', 'client_secret'] as const) {
    const value = source[key];
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  return fields;
}

/** RFC 6749 2.3.1: Basic credentials are form-urlencoded before base64. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return null;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}
