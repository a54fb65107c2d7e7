import { Module } from '@nestjs/common';

import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AuthModule } from './auth.module.js';
import { BearerStrategy } from './bearer.strategy.js';
import { BearerAuth } from './bearer-auth.js';

/** BearerAuth for the HTTP app (the CLI needs tokens and credentials, not this). */
@Module({
  imports: [AuthModule, RateLimitModule],
  providers: [BearerStrategy, BearerAuth],
  exports: [BearerAuth],
})
export class BearerAuthModule {}
