import { Module } from '@nestjs/common';
import { CredentialsService } from './credentials.service.js';
import { OAuthController } from './oauth.controller.js';
import { TokenService } from './token.service.js';

@Module({
  controllers: [OAuthController],
  providers: [TokenService, CredentialsService],
  exports: [TokenService, CredentialsService],
})
export class AuthModule {}
