import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { BearerStrategy } from './bearer.strategy.js';
import { CredentialsService } from './credentials.service.js';
import { OAuthController } from './oauth.controller.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [PassportModule],
  controllers: [OAuthController],
  providers: [TokenService, CredentialsService, BearerStrategy],
  exports: [TokenService, CredentialsService],
})
export class AuthModule {}
