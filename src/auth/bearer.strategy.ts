import type { IncomingHttpHeaders } from 'node:http';
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

  /**
   * Only the Authorization header carries the token: passport-http-bearer would also take
   * `access_token` from the query or the body, where it ends up in logs and caches.
   */
  override authenticate(request: { headers: IncomingHttpHeaders }, options?: object): void {
    super.authenticate({ headers: request.headers } as never, options);
  }

  async validate(token: string): Promise<Principal | false> {
    return (await this.tokens.verify(token)) ?? false;
  }
}
