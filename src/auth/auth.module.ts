import { Module } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { CredentialsService } from './credentials.service.js';
import { OAuthController } from './oauth.controller.js';
import { RevocationChannel } from './revocations.js';
import { REVOCATIONS, TokenService } from './token.service.js';
import { WorkspaceCredentials } from './workspace-credentials.js';

@Module({
  imports: [WorkspaceLifecycleModule],
  controllers: [OAuthController],
  providers: [
    TokenService,
    CredentialsService,
    WorkspaceCredentials,
    {
      provide: REVOCATIONS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new RevocationChannel(config.REDIS_URL),
    },
  ],
  exports: [TokenService, CredentialsService],
})
export class AuthModule {}
