import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { dataSourceOptions } from '../database/data-source.js';
import { DatabaseModule } from '../database/database.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';

/** The services the operator commands need, on whichever database the environment selects. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig) {
    return {
      module: CliModule,
      imports: [ConfigModule.forRoot(config), TypeOrmModule.forRoot(dataSourceOptions(config)), DatabaseModule, AuthModule, WorkspacesModule, UsersModule],
    };
  }
}
