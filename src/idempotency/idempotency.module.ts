import { Global, Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key on creates; global, as every module with a create uses it. */
@Global()
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
