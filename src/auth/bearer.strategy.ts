import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';

import type { Principal } from '../common/auth/principal.js';
import { TokenService } from './token.service.js';

/** The passport name of BearerAuth. */
export const BEARER_STRATEGY = 'bearer';

/**
 * BearerAuth as a passport-http-bearer strategy. The strategy parses `Bearer <token>` and the
 * verify step is TokenService.verify, which answers a live token from the bounded cache (no
 * database round trip) and asks the database otherwise. A token that is not live fails, with
 * one answer for every reason.
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, BEARER_STRATEGY) {
  constructor(private readonly tokens: TokenService) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    return (await this.tokens.verify(token)) ?? false;
  }
}
