import { Global, Module } from '@nestjs/common';

import { AppConfig, loadConfig } from './app-config.js';

/** Provides the validated AppConfig; `forRoot(config)` lets tests and the CLI pass their own. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()) {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
