import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { Principal } from './principal.js';
import { TokenService } from './token.service.js';

/** BearerAuth: `Authorization: Bearer <40 hex>` resolves to a principal, or fails. */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly tokens: TokenService) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    return (await this.tokens.verify(token)) ?? false;
  }
}
