import { Global, Module } from '@nestjs/common';
import { PoolGuard } from './pool-guard.js';
import { Transactions } from './transactions.js';

@Global()
@Module({ providers: [Transactions, PoolGuard], exports: [Transactions, PoolGuard] })
export class DatabaseModule {}
