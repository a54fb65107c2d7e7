import { Module } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { CredentialsService } from './credentials.service.js';
import { OAuthController } from './oauth.controller.js';
import { RevocationChannel } from './revocations.js';
import { REVOCATIONS, TokenService } from './token.service.js';

@Module({
  controllers: [OAuthController],
  providers: [
    TokenService,
    CredentialsService,
    {
      provide: REVOCATIONS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new RevocationChannel(config.REDIS_URL),
    },
  ],
  exports: [TokenService, CredentialsService],
})
export class AuthModule {}
