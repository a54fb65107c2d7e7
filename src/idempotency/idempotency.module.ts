import { Module } from '@nestjs/common';

import { IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key on creates; imported by each module that has one. */
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
